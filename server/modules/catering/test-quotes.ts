/**
 * Test fixtures for the quote suites: a store with a get-a-quote menu, open around the clock in
 * Chicago, a client that drives the quote routes like the storefront does, event dates relative
 * to now on the store's calendar, the lead actions wired to the test database, and the estimate
 * staff send most often.
 */
import type { EstimateInput } from '@/domain/catering';
import type { App } from '@/server/app';
import type { Database } from '@/server/db/client';
import { slotClock } from '@/domain/ordering/timeslots';
import { AROUND_THE_CLOCK } from '@/server/modules/orders/test-store';
import { testConfig } from '@/server/test/build-app';
import { createAppMail } from '@/server/platform/mail';
import { buildHours, buildItem, buildLocation, buildMenu, buildSection } from '@/server/test/factories';
import { testOrderLifecycle } from '@/server/test/order-lifecycle';
import { createCateringModule } from './index';
import { outboxSettled } from '@/server/test/order-outbox';

type LocationFields = Parameters<typeof buildLocation>[1];

export async function buildQuoteStore(db: Database, overrides: LocationFields = {}) {
  const location = await buildLocation(db, { timeZone: 'America/Chicago', ...overrides });
  await buildHours(db, location.id, AROUND_THE_CLOCK);
  const menu = await buildMenu(db, { categoryId: 3, locationIds: [location.id] });
  const section = await buildSection(db, menu.id);
  const tray = await buildItem(db, { title: 'Brisket Tray', sectionId: section.id, prices: { [location.id]: '89.00' } });
  const everydayMenu = await buildMenu(db, { categoryId: 1, locationIds: [location.id] });
  const everydaySection = await buildSection(db, everydayMenu.id);
  const tea = await buildItem(db, { title: 'Sweet Tea', sectionId: everydaySection.id, prices: { [location.id]: '2.49' } });
  return { location, menu, section, tray, tea };
}

export type QuoteStore = Awaited<ReturnType<typeof buildQuoteStore>>;

export const CONTACT = { firstName: 'Ada', lastName: 'Pit', email: 'ada@example.com', phone: '(512) 555-0142' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The store's date `days` from now, at `time` on its clock. */
export function eventIn(days: number, time = '18:00', timeZone = 'America/Chicago', now = new Date()) {
  return { date: slotClock(now.getTime() + days * DAY_MS, timeZone).date, time };
}

export function newQuoteBody(store: QuoteStore, event: object = {}, extra: object = {}) {
  return { locationId: store.location.id, handoff: 'carryout', contact: CONTACT, event: { ...eventIn(10), headcount: 40, ...event }, ...extra };
}

type Headers = Record<string, string>;

export function quoteClient(app: App) {
  const url = (path: string) => `/online-ordering${path}`;
  return {
    submitNew: (body: object, headers: Headers = {}, query = '') =>
      app.inject({ method: 'POST', url: url(`/orders/get-a-quote${query}`), payload: body, headers }),
    submit: (orderId: string, body: object, headers: Headers = {}) =>
      app.inject({ method: 'POST', url: url(`/orders/${orderId}/get-a-quote`), payload: body, headers }),
    get: (orderId: string, headers: Headers = {}) => app.inject({ method: 'GET', url: url(`/orders/${orderId}/get-a-quote`), headers }),
    byNumber: (number: number | string, headers: Headers = {}) => app.inject({ method: 'GET', url: url(`/orders/get-a-quote/${number}`), headers }),
    respond: (orderId: string, body: object, headers: Headers = {}) =>
      app.inject({ method: 'POST', url: url(`/orders/${orderId}/customer-response`), payload: body, headers }),
    mine: (headers: Headers = {}, query = '') => app.inject({ method: 'GET', url: url(`/orders/quotes${query}`), headers }),
  };
}

/** A quote submitted without a cart: its number, order, link token and the lead's id. */
export async function submitQuote(app: App, db: Database, store: QuoteStore, event: object = {}, headers: Headers = {}, query = '') {
  const response = await quoteClient(app).submitNew(newQuoteBody(store, event), headers, query);
  if (response.statusCode !== 201) throw new Error(`submit answered ${response.statusCode}: ${response.body}`);
  const quote = response.json();
  const lead = await db.query.cateringLeads.findFirst({ where: (leads, { eq }) => eq(leads.number, quote.number) });
  return { quote, leadId: lead!.id, orderId: quote.orderId as string, token: quote.accessToken as string, orderToken: quote.orderAccessToken as string };
}

/** The lead actions (the staff side's entry) on the test database, with an optional clock. */
export function leadActions(app: App, db: Database, clock?: () => Date) {
  const config = testConfig();
  const mailer = createAppMail({ config, db, log: app.log, transport: null }).mailer;
  return createCateringModule({ config, db, log: app.log, mailer, clock, lifecycle: testOrderLifecycle(db, app.log, { config, mailer }) }).actions;
}

/** Two trays, a delivery fee, 8.25 % tax and a 25 % deposit: 178.00 + 25.00 + 16.75 tax = 219.75; deposit 54.94. */
export function estimateInput(overrides: Partial<EstimateInput> = {}): EstimateInput {
  return {
    lines: [{ kind: 'menu', itemId: 1, title: 'Brisket Tray', quantity: 2, unitPrice: '89.00' }],
    fees: [{ title: 'Delivery', taxable: true, amount: '25.00' }],
    taxRate: '0.0825',
    taxExempt: false,
    depositRate: '0.25',
    ...overrides,
  };
}

export async function holdsOf(db: Database, leadId: string) {
  return db.query.kitchenCapacityHolds.findMany({ where: (holds, { eq }) => eq(holds.leadId, leadId), orderBy: (holds, { asc }) => asc(holds.slotStart) });
}

export async function mailsTo(db: Database, orderId: string) {
  await outboxSettled(db, orderId);
  return db.query.outboxEmails.findMany({ where: (mails, { eq }) => eq(mails.orderId, orderId), orderBy: (mails, { asc }) => asc(mails.id) });
}

