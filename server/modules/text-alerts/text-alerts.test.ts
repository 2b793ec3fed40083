/**
 * Text alerts on a real database: the checkout's opt-in (the wording shown, stored exactly with
 * the time; every bad input a 4xx with its code), the texts sent from the order's after-commit
 * events once each in the diner's language, STOP through Twilio's signed webhook, and texts off
 * without a sender.
 */
import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import { orders, smsConsents, smsMessages, smsOptOuts } from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { buildPlacedOrder, buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { textAlertListener } from './listener';
import { recordingSms, twilioSignature, type RecordingSms } from './test-text-alerts';

/** Waits until `read` gives `expected` (what after-commit work has done by then). */
async function eventually<T>(read: () => T | Promise<T>, expected: T, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value === expected || Date.now() > until) return expect(value).toBe(expected);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const PREFIX = '/online-ordering';
const API_PUBLIC_URL = 'https://api.hickory.test';

describe.each(testDatabases())('text alerts on %s', (kind) => {
  let t: TestApp;
  let sms: RecordingSms;
  let dallas: number;
  let staffToken: string;
  let staff: ReturnType<typeof staffClient>;

  beforeAll(async () => {
    sms = recordingSms();
    t = await build(kind, { sms, config: { apiPublicUrl: API_PUBLIC_URL } });
    await buildReferenceData(t.db);
    dallas = (await buildLocation(t.db, { city: 'Dallas', title: 'Lower Greenville', phone: '2145550100' })).id;
    staff = staffClient(t.app);
    staffToken = await staff.signIn(await buildStaff(t.db, { storeIds: [dallas] }));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    sms.sent.length = 0;
  });

  /** Staff move a paid order through the kitchen to ready, as the queue does. */
  async function makeReady(orderId: string) {
    expect((await staff.move(staffToken, orderId, ORDER_STATUS.preparing)).statusCode).toBe(200);
    expect((await staff.move(staffToken, orderId, ORDER_STATUS.ready)).statusCode).toBe(200);
  }

  const openOrder = (overrides = {}) => buildPlacedOrder(t.db, dallas, { statusId: ORDER_STATUS.open, paidAt: null, ...overrides });
  const view = (orderId: string, token: string, locale = 'en-us') =>
    t.app.inject({ method: 'GET', url: `${PREFIX}/orders/${orderId}/text-alerts?locale=${locale}`, headers: { 'x-order-token': token } });
  const optIn = (orderId: string, token: string, payload: unknown, locale = 'en-us') =>
    t.app.inject({ method: 'PUT', url: `${PREFIX}/orders/${orderId}/text-alerts?locale=${locale}`, headers: { 'x-order-token': token }, payload: payload as object });

  async function optedIn(locale = 'en-us', overrides = {}) {
    const order = await openOrder(overrides);
    const { wording } = (await view(order.id, order.token, locale)).json();
    const answer = await optIn(order.id, order.token, { phone: '(214) 555-0177', wording }, locale);
    expect(answer.statusCode).toBe(200);
    // The diner pays.
    await t.db.update(orders).set({ statusId: ORDER_STATUS.paid, paidAt: new Date() }).where(eq(orders.id, order.id));
    return order;
  }

  describe('GET /orders/:orderId/text-alerts', () => {
    it('offers texts with a wording that meets US, Canadian and Japanese rules, in the diner’s language', async () => {
      const order = await openOrder();
      const english = (await view(order.id, order.token)).json();
      expect(english).toMatchObject({ offered: true, handoff: 'pickup', consent: null });
      for (const part of ['up to 3 automated text messages', 'Msg & data rates may apply', 'Reply STOP to unsubscribe', 'HELP', 'not a condition of purchase', 'Lower Greenville', '(214) 555-0100']) {
        expect(english.wording).toContain(part);
      }
      const french = (await view(order.id, order.token, 'fr-ca')).json();
      expect(french.wording).toContain('Répondez STOP');
      expect(french.wording).toContain('frais de messagerie et de données');
      const japanese = (await view(order.id, order.token, 'ja-jp')).json();
      expect(japanese.wording).toContain('配信停止');
    });

    it('answers 404 to anyone without the order’s token', async () => {
      const order = await openOrder();
      const response = await view(order.id, 'not-the-token');
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    });
  });

  describe('PUT /orders/:orderId/text-alerts', () => {
    it('keeps the consent with the number in E.164, the language, the exact wording shown and the time', async () => {
      const order = await openOrder();
      const { wording } = (await view(order.id, order.token, 'fr-ca')).json();
      const response = await optIn(order.id, order.token, { phone: '214 555 0177', wording }, 'fr-ca');
      expect(response.statusCode).toBe(200);
      expect(response.json().consent).toMatchObject({ phone: '+12145550177', locale: 'fr-ca' });
      const [stored] = await t.db.select().from(smsConsents).where(eq(smsConsents.orderId, order.id));
      expect(stored).toMatchObject({ phone: '+12145550177', locale: 'fr-ca', wording });
      expect(Math.abs(stored!.consentedAt.getTime() - Date.now())).toBeLessThan(60_000);
    });

    it('withdraws the consent when the diner unticks the box', async () => {
      const order = await openOrder();
      const { wording } = (await view(order.id, order.token)).json();
      await optIn(order.id, order.token, { phone: '2145550177', wording });
      const response = await t.app.inject({ method: 'DELETE', url: `${PREFIX}/orders/${order.id}/text-alerts`, headers: { 'x-order-token': order.token } });
      expect(response.statusCode).toBe(200);
      expect(response.json().consent).toBeNull();
      expect(await t.db.select().from(smsConsents).where(eq(smsConsents.orderId, order.id))).toHaveLength(0);
    });

    it.each([
      ['a wording other than the one shown', { phone: '2145550177', wording: 'I agree to anything' }, 409, 'text_alerts_wording_changed'],
      ['a number that is no phone of the store’s country', { phone: '12', wording: 'x' }, 400, 'text_alerts_phone_invalid'],
      ['a missing number', { wording: 'x' }, 400, 'validation'],
      ['a number too long', { phone: '1'.repeat(41), wording: 'x' }, 400, 'validation'],
      ['a wording too long', { phone: '2145550177', wording: 'x'.repeat(1001) }, 400, 'validation'],
      ['a NUL byte', { phone: '214555\u00000177', wording: 'x' }, 400, 'validation'],
      ['an unknown field', { phone: '2145550177', wording: 'x', extra: true }, 400, 'validation'],
      ['an object where text belongs', { phone: { number: 2145550177 }, wording: 'x' }, 400, 'validation'],
    ])('refuses %s', async (_name, payload, status, code) => {
      const order = await openOrder();
      const response = await optIn(order.id, order.token, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status, code });
      expect(response.json().message).toEqual(expect.any(String));
    });

    it('refuses a paid order (texts are chosen at checkout) and another diner’s order', async () => {
      const paid = await buildPlacedOrder(t.db, dallas);
      const { wording } = (await view(paid.id, paid.token)).json();
      const closed = await optIn(paid.id, paid.token, { phone: '2145550177', wording });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().code).toBe('text_alerts_order_closed');
      const other = await openOrder();
      expect((await optIn(other.id, paid.token, { phone: '2145550177', wording })).statusCode).toBe(404);
    });
  });

  describe('the texts of the order’s events', () => {
    it('texts "ready" once, in the language the diner agreed in, when staff mark a pickup order ready', async () => {
      const order = await optedIn('fr-ca');
      await makeReady(order.id);
      await eventually(() => sms.sent.length, 1);
      expect(sms.sent[0]).toEqual({ to: '+12145550177', body: expect.stringContaining(`votre commande ${order.number} vous attend chez Lower Greenville`) });
      // The outbox delivers at least once: a second delivery of the same event sends nothing.
      await textAlertListener({ db: t.db, sms }).deliver({ id: 0, orderId: order.id, event: 'ready', payload: {}, publishedAt: new Date() });
      expect(sms.sent).toHaveLength(1);
      const rows = await t.db.select().from(smsMessages).where(eq(smsMessages.orderId, order.id));
      expect(rows).toEqual([expect.objectContaining({ kind: 'ready', status: 'sent', providerId: 'SM1' })]);
    });

    it('texts "your driver is on the way" when a delivery order goes out, not when it is ready', async () => {
      const order = await optedIn('en-us', { handoffId: 3 });
      await makeReady(order.id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sms.sent).toHaveLength(0);
      expect((await staff.move(staffToken, order.id, ORDER_STATUS.delivering)).statusCode).toBe(200);
      await eventually(() => sms.sent.length, 1);
      expect(sms.sent[0]!.body).toContain(`your driver is on the way with order ${order.number}`);
      expect(sms.sent[0]!.body).toContain('Reply STOP');
    });

    it('texts nobody who did not opt in', async () => {
      const order = await buildPlacedOrder(t.db, dallas);
      await makeReady(order.id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sms.sent).toHaveLength(0);
    });
  });

  describe('POST /text-alerts/inbound (Twilio’s webhook)', () => {
    const url = `${API_PUBLIC_URL}${PREFIX}/text-alerts/inbound`;
    const inbound = (params: Record<string, string>, signature: string | null) =>
      t.app.inject({
        method: 'POST',
        url: `${PREFIX}/text-alerts/inbound`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature === null ? {} : { 'x-twilio-signature': signature }) },
        payload: new URLSearchParams(params).toString(),
      });

    it('refuses a request Twilio did not sign, or signed for other parameters', async () => {
      const params = { From: '+12145550188', To: '+15125550100', Body: 'STOP', MessageSid: 'SM9' };
      expect((await inbound(params, null)).statusCode).toBe(403);
      const forged = await inbound({ ...params, From: '+12145550199' }, twilioSignature(url, params));
      expect(forged.statusCode).toBe(403);
      expect(forged.json().code).toBe('forbidden');
      expect(await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, '+12145550199'))).toHaveLength(0);
    });

    it('opts the number out on STOP: its later texts are not sent; START opts it back in', async () => {
      const phone = '+12145550177';
      const stop = { From: phone, To: '+15125550100', Body: ' stop ', MessageSid: 'SM10' };
      const answer = await inbound(stop, twilioSignature(url, stop));
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('text/xml');
      const order = await optedIn();
      await makeReady(order.id);
      await eventually(async () => (await t.db.select().from(smsMessages).where(eq(smsMessages.orderId, order.id)))[0]?.status, 'opted-out');
      expect(sms.sent).toHaveLength(0);

      const start = { From: phone, To: '+15125550100', Body: 'START', MessageSid: 'SM11' };
      expect((await inbound(start, twilioSignature(url, start))).statusCode).toBe(200);
      const later = await optedIn();
      await makeReady(later.id);
      await eventually(() => sms.sent.length, 1);
    });
  });
});

describe.each(testDatabases())('text alerts off on %s', (kind) => {
  it('offers no texts without Twilio outside demo mode, and refuses an opt-in', async () => {
    const t = await build(kind, { sms: null });
    try {
      await buildReferenceData(t.db);
      const store = (await buildLocation(t.db)).id;
      const order = await buildPlacedOrder(t.db, store, { statusId: ORDER_STATUS.open, paidAt: null });
      const view = await t.app.inject({ method: 'GET', url: `${PREFIX}/orders/${order.id}/text-alerts`, headers: { 'x-order-token': order.token } });
      expect(view.json()).toMatchObject({ offered: false, wording: null });
      const refused = await t.app.inject({ method: 'PUT', url: `${PREFIX}/orders/${order.id}/text-alerts`, headers: { 'x-order-token': order.token }, payload: { phone: '2145550177', wording: 'x' } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('text_alerts_off');
      const webhook = await t.app.inject({ method: 'POST', url: `${PREFIX}/text-alerts/inbound`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'From=%2B12145550177&Body=STOP' });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
