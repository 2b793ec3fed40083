/**
 * Catering quotes for the journeys, through the API as the quote form and the staff console
 * send them: request a quote (as a guest, or signed in with the buyer's token), have the store
 * send an estimate (the demo brand admin, signed in over the API), and read the quote emails
 * from the outbox as the buyer would open them.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demoTotpSecret, withFreshCode } from './totp';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo brand admin: the estimate journeys use it, so the store staff account stays the console journeys'. */
const DEMO_BRAND_ADMIN = 'admin@whitlocks.example';
const STAFF_PASSWORD = 'Pit-Boss-Shift-2030';

export type Market = { country: 'US' | 'CA'; language: string };
export const EN_US: Market = { country: 'US', language: 'en-US' };
export const FR_CA: Market = { country: 'CA', language: 'fr-CA' };

const marketHeaders = (market: Market) => ({ 'Accept-Language': market.language, 'country-alpha-2': market.country });

/** The store's calendar day `days` from now: 'YYYY-MM-DD'. */
export function dayIn(days: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * DAY_MS));
}

type StoreCalendar = {
  id: number;
  timeZone: string;
  workingHours: { weekday: number; intervals: unknown[] }[];
  hoursExceptions: { date: string; closed: boolean }[];
};

async function storeCalendar(request: APIRequestContext, slug: string, headers: Record<string, string>): Promise<StoreCalendar> {
  const location = await request.get(`${API}/locations/slug/${slug}`, { headers });
  expect(location.ok(), await location.text()).toBe(true);
  return (await location.json()) as StoreCalendar;
}

function opensOn(calendar: StoreCalendar, date: string): boolean {
  const exception = calendar.hoursExceptions.find((entry) => entry.date === date);
  if (exception) return !exception.closed;
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
  return calendar.workingHours.some((entry) => entry.weekday === weekday && entry.intervals.length > 0);
}

function firstOpenDay(calendar: StoreCalendar, daysAhead: number): string {
  for (let days = daysAhead; days < daysAhead + 14; days += 1) {
    const date = dayIn(days, calendar.timeZone);
    if (opensOn(calendar, date)) return date;
  }
  throw new Error(`The store ${calendar.id} opens on none of the two weeks from ${daysAhead} days ahead`);
}

/** The first day from `daysAhead` days on that the store opens (its weekly hours and dated exceptions): 'YYYY-MM-DD'. */
export async function openDayIn(request: APIRequestContext, slug: string, daysAhead: number, market: Market = EN_US): Promise<string> {
  return firstOpenDay(await storeCalendar(request, slug, marketHeaders(market)), daysAhead);
}

export const uniqueQuoteEmail = () => `quote.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

type QuoteOptions = {
  store?: string;
  market?: Market;
  /** The signed-in buyer's token. */
  bearer?: string;
  contact?: { firstName: string; lastName: string };
  company?: string;
  notes?: string;
  daysAhead?: number;
  /** The event's day 'YYYY-MM-DD' on the store's calendar, instead of the first day it opens from `daysAhead` on. */
  date?: string;
  time?: string;
  headcount?: number;
};

/** A quote requested without a cart, as the quote form sends it; `bearer`: the signed-in buyer's token. Its number. */
export async function requestQuote(
  request: APIRequestContext,
  email: string,
  options: QuoteOptions = {},
): Promise<number> {
  const { store = 'dallas-lower-greenville', market = EN_US, bearer, notes = 'Office lunch', daysAhead = 14, time = '12:00', headcount = 40, company } = options;
  const { firstName = 'Ada', lastName = 'Pit' } = options.contact ?? {};
  const headers = { ...marketHeaders(market), ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) };
  const calendar = await storeCalendar(request, store, headers);
  const answer = await request.post(`${API}/orders/get-a-quote`, {
    headers,
    data: {
      locationId: calendar.id,
      handoff: 'carryout',
      contact: { firstName, lastName, email, phone: '(512) 555-0142' },
      event: { date: options.date ?? firstOpenDay(calendar, daysAhead), time, headcount, notes, ...(company ? { company } : {}) },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { number: number }).number;
}

/** This worker's token of the demo brand admin: each sign-in spends an authenticator code. */
let signedIn: string | undefined;

/** A staff bearer token of the demo brand admin, choosing the journeys' password on first use. */
async function staffToken(request: APIRequestContext): Promise<string> {
  signedIn ??= await signInAdmin(request);
  return signedIn;
}

async function signInAdmin(request: APIRequestContext): Promise<string> {
  const login = (password: string) => request.post(`${API}/staff/login`, { data: { email: DEMO_BRAND_ADMIN, password } });
  const oneTime = process.env.DEMO_STAFF_PASSWORD;
  if (!oneTime) throw new Error('DEMO_STAFF_PASSWORD is not set: run the journeys through npm run test:e2e');
  let session = await login(oneTime);
  if (session.status() === 401) session = await login(STAFF_PASSWORD);
  expect(session.status(), await session.text()).toBe(200);
  const answer = (await session.json()) as { challenge?: string };
  if (answer.challenge) {
    // The demo brand admin signs in with an authenticator code too.
    await withFreshCode(demoTotpSecret(), async (code) => {
      session = await request.post(`${API}/staff/login/second-factor`, { data: { challenge: answer.challenge, code } });
      return session.status() === 200;
    });
  }
  const { token, staff } = (await session.json()) as { token: string; staff: { mustChangePassword: boolean } };
  if (staff.mustChangePassword) {
    const changed = await request.post(`${API}/staff/change-password`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { currentPassword: oneTime, newPassword: STAFF_PASSWORD },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  return token;
}

/** The store sends an estimate of two brisket trays with a 25 % deposit; the estimate's total, deposit and valid-until. */
export async function sendEstimate(request: APIRequestContext, number: number): Promise<{ total: string; deposit: string; validUntil: string }> {
  const token = await staffToken(request);
  const answer = await request.post(`${API}/staff/leads/${number}/estimate`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { lines: [{ kind: 'custom', title: 'Brisket Tray', quantity: 2, unitPrice: '89.00' }], fees: [], depositRate: '0.25' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { estimate } = (await answer.json()) as { estimate: { total: string; deposit: string; validUntil: string } };
  return estimate;
}

/** The newest outbox mail to `email` whose subject matches, once it is there. */
export async function mailTo(request: APIRequestContext, email: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect(async () => {
    const outbox = await request.get(`${API}/dev/outbox`);
    expect(outbox.ok()).toBe(true);
    const { data } = (await outbox.json()) as { data: { to: string; subject: string; text: string }[] };
    found = data.find((entry) => entry.to.includes(email) && subject.test(entry.subject));
    expect(found, `no mail "${subject}" to ${email}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found!;
}

/** The quote page link a quote email carries, as a URL with its token. */
export function quoteLinkOf(mail: { text: string }): URL {
  const link = /https?:\/\/\S+\/catering\/quotes\/\d+\?token=\S+/.exec(mail.text)?.[0];
  expect(link, 'no quote link in the mail').toBeTruthy();
  return new URL(link!);
}

/** The signed-in diner's bearer token, from the page's jwt_token cookie. */
export async function bearerOf(page: Page): Promise<string> {
  let token = '';
  await expect(async () => {
    token = (await page.context().cookies()).find((cookie) => cookie.name === 'jwt_token')?.value ?? '';
    expect(token).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return decodeURIComponent(token);
}
