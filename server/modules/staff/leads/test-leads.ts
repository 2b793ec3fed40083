/**
 * Fixtures of the staff lead suites: the app on a real database with a clock the test can move
 * ahead of real time and payment gateways whose refunds a test can make fail, a client that
 * calls the lead routes as the console does, and quotes at each stage (submitted, estimated,
 * paid by card or gift card).
 */
import type { Config } from '@/server/config';
import { buildApp, type App } from '@/server/app';
import type { Database } from '@/server/db/client';
import { loadGiftCards } from '@/server/seed/load-giftcards';
import { buildQuoteStore, quoteClient, submitQuote, type QuoteStore } from '@/server/modules/catering/test-quotes';
import type { Gateways } from '@/server/modules/payments';
import { paymentClient, type PayableOrder } from '@/server/modules/payments/test/payable-order';
import { openTestDatabase, type TestDatabaseKind } from '@/server/test/databases';
import { testConfig } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { buildStaff, staffClient } from '../test-staff';

export type LeadTestApp = {
  app: App;
  db: Database;
  /** Moves the app's clock this many ms ahead of real time. */
  setAhead(ms: number): void;
  /** While true, every refund at the processor is refused. */
  refusingRefunds: { on: boolean };
  close(): Promise<void>;
};

export async function buildLeadApp(kind: TestDatabaseKind, config: Partial<Config> = {}): Promise<LeadTestApp> {
  const database = await openTestDatabase(kind);
  let ahead = 0;
  const now = () => new Date(Date.now() + ahead);
  const refusingRefunds = { on: false };
  const refused = { ok: false as const, code: 'invalid_capture' as const, message: 'The processor is refusing refunds right now' };
  const gateways = (sandbox: Gateways): Gateways => ({
    gateway: { ...sandbox.gateway, refund: async (id, amount) => (refusingRefunds.on ? refused : sandbox.gateway.refund(id, amount)) },
    paypal: { ...sandbox.paypal, refund: async (id, amount) => (refusingRefunds.on ? refused : sandbox.paypal.refund(id, amount)) },
  });
  try {
    const app = await buildApp({
      config: testConfig({ rateLimitMax: 1_000_000, ...config }),
      database,
      logger: false,
      auth: { now },
      payments: { now, gateways },
    });
    return {
      app,
      db: database.db,
      setAhead: (ms) => {
        ahead = ms;
      },
      refusingRefunds,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export type LeadClient = ReturnType<typeof leadClient>;

/**
 * The reference data and two stores of the brand taking quotes, Dallas and Austin, with a member
 * of the Dallas store signed in, and the lead client.
 */
export async function buildDallasAndAustin(t: LeadTestApp) {
  await buildReferenceData(t.db);
  const dallas = await buildQuoteStore(t.db, { city: 'Dallas', slotCapacity: 1000 });
  const austin = await buildQuoteStore(t.db, { slotCapacity: 1000 });
  const member = await buildStaff(t.db, { storeIds: [dallas.location.id] });
  return { dallas, austin, staffId: member.id, staffToken: await staffClient(t.app).signIn(member), leads: leadClient(t.app) };
}

export function leadClient(app: App) {
  const headers = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  const url = (path: string) => `/online-ordering/staff/leads${path}`;
  return {
    list: (token: string | undefined, query = '') => app.inject({ method: 'GET', url: url(query ? `?${query}` : ''), headers: headers(token) }),
    get: (token: string | undefined, number: number | string) => app.inject({ method: 'GET', url: url(`/${number}`), headers: headers(token) }),
    menu: (token: string | undefined, number: number | string) => app.inject({ method: 'GET', url: url(`/${number}/menu`), headers: headers(token) }),
    estimate: (token: string | undefined, number: number | string, body: unknown) =>
      app.inject({ method: 'POST', url: url(`/${number}/estimate`), headers: headers(token), payload: body as object }),
    move: (token: string | undefined, number: number | string, body: unknown) =>
      app.inject({ method: 'POST', url: url(`/${number}/moves`), headers: headers(token), payload: body as object }),
    cancel: (token: string | undefined, number: number | string, body: unknown) =>
      app.inject({ method: 'POST', url: url(`/${number}/cancel`), headers: headers(token), payload: body as object }),
    pay: (token: string | undefined, number: number | string, body: unknown) =>
      app.inject({ method: 'POST', url: url(`/${number}/payments`), headers: headers(token), payload: body as object }),
  };
}

/** Two trays from the menu and a 25.00 delivery fee: 178.00 + 25.00, 8.25 % tax 16.75, total 219.75, deposit 54.94. */
export function trayEstimate(store: QuoteStore) {
  return { lines: [{ kind: 'menu', itemId: store.tray.id, quantity: 2 }], fees: [{ title: 'Delivery', taxable: true, amount: '25.00' }] };
}

/** A quote the buyer submitted, with an estimate staff sent through the route. */
export async function estimatedQuote(t: LeadTestApp, token: string, store: QuoteStore, event: object = {}) {
  const submitted = await submitQuote(t.app, t.db, store, event);
  const sent = await leadClient(t.app).estimate(token, submitted.quote.number, trayEstimate(store));
  if (sent.statusCode !== 200) throw new Error(`estimate: ${sent.body}`);
  return submitted;
}

let giftCardSerial = 7000;

const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://api.test');
  return `${parsed.pathname}${parsed.search}`;
};

/** Pays the order through the PayPal sandbox: create, the approve page's confirm link, capture. */
async function payByPayPal(app: App, order: PayableOrder): Promise<void> {
  const pay = paymentClient(app);
  const started = await pay.paypal(order);
  if (started.statusCode !== 200) throw new Error(`paypal: ${started.body}`);
  const { approveUrl, paypalOrderId } = started.json() as { approveUrl: string; paypalOrderId: string };
  const page = await app.inject({ method: 'GET', url: pathOf(approveUrl) });
  const confirm = /href="([^"]*approve\/confirm[^"]*)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
  const back = await app.inject({ method: 'GET', url: pathOf(confirm!) });
  const payerId = new URL(back.headers.location as string).searchParams.get('PayerID');
  const captured = await pay.paypalCapture(order, { token: paypalOrderId, payerId });
  if (captured.statusCode !== 200) throw new Error(`paypal capture: ${captured.body}`);
}

/** An estimated quote the buyer accepted and paid the deposit of, by card, gift card or PayPal. */
export async function paidQuote(t: LeadTestApp, token: string, store: QuoteStore, by: 'card' | 'giftcard' | 'paypal' = 'card', event: object = {}) {
  const submitted = await estimatedQuote(t, token, store, event);
  const accepted = await quoteClient(t.app).respond(submitted.orderId, { response: 'accept' }, { 'x-quote-token': submitted.token });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  const order: PayableOrder = { id: submitted.orderId, token: submitted.orderToken, number: '', total: '' };
  const pay = paymentClient(t.app);
  let giftCard: string | null = null;
  if (by === 'paypal') {
    await payByPayPal(t.app, order);
  } else if (by === 'card') {
    const paid = await pay.card(order, { token: pay.token() });
    if (paid.statusCode !== 200) throw new Error(`card: ${paid.body}`);
  } else {
    giftCard = `60064922${String((giftCardSerial += 1)).padStart(8, '0')}`;
    await loadGiftCards(t.db, [{ number: giftCard, pin: '1234', currency: 'USD', balance: '100.00', use: 'test' }]);
    const paid = await pay.giftCard(order, { number: giftCard, pin: '1234' });
    if (paid.statusCode !== 200) throw new Error(`gift card: ${paid.body}`);
  }
  return { ...submitted, giftCard };
}

export { buildQuoteStore };
