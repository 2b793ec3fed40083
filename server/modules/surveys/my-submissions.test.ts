/**
 * The diner's survey submissions history on a real database: their order ratings with the points
 * earned and the forms sent under their email (any case) to the brand, newest first; never another
 * diner's nor another brand's; paged; refused without sign-in, for a brand without points, and
 * for a bad page.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ORDER_FEEDBACK_POINTS } from '@/domain/validation';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import { brands, cateringContestEntries, cateringFeedback, generalFeedback, talkToSubmissions } from '@/server/db/schema';
import { buildPayableOrder, buildStore, paymentClient, type PayableOrder } from '@/server/modules/payments/test/payable-order';
import { signedInCustomer, type SignedInCustomer } from '@/server/modules/profile/test-customers';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { testDatabases } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import { freshIp } from './test-surveys';

const BRAND = 4;
const OTHER_BRAND = 1;

describe.each(testDatabases())('my submissions on %s', (kind) => {
  let t: AuthTestApp;
  let store: OrderableStore;

  beforeAll(async () => {
    t = await buildAuthApp(kind, { clock: testClock(new Date()), config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(t.db);
    store = await buildStore(t.db, { title: 'Austin Congress' });
  });
  afterAll(() => t.close());

  const bearer = (diner: SignedInCustomer) => ({ authorization: `Bearer ${diner.token}` });
  const submissions = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/online-ordering/loyalty/my-profile/submissions${query}`, headers });
  const answer = (orderId: string, headers: Record<string, string>, rating: number) =>
    t.app.inject({ method: 'POST', url: `/online-ordering/survey-management/orders/${orderId}/feedback`, headers, payload: { rating }, remoteAddress: freshIp() });
  const setLoyalty = (enabled: boolean) =>
    t.db.update(brands).set({ config: sql`jsonb_set(${brands.config}, '{loyaltyEnabled}', ${enabled ? 'true' : 'false'}::jsonb)` }).where(eq(brands.id, BRAND));
  const emailOf = async (diner: SignedInCustomer) => (await t.db.query.customers.findFirst({ where: (c, { eq: is }) => is(c.id, diner.id) }))!.email;

  /** Three sweet teas paid by card: above the brand's minimum, so the answer earns points. */
  async function paidOrder(headers: Record<string, string>): Promise<PayableOrder> {
    const order = await buildPayableOrder(t.app, store, 3, headers);
    const pay = paymentClient(t.app, headers);
    const paid = await pay.card(order, { token: pay.token() });
    if (paid.statusCode >= 300) throw new Error(`pay: ${paid.body}`);
    return order;
  }

  const person = (email: string) => ({ countryCode: 'US' as const, locale: 'en-us' as const, firstName: 'Ada', lastName: 'Pit', email });
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  async function sendForms(email: string, brandId: number, minutes: number) {
    const ids = { talkTo: randomUUID(), general: randomUUID(), catering: randomUUID(), contest: randomUUID() };
    await t.db.insert(talkToSubmissions).values({ id: ids.talkTo, brandId, ...person(email), locationId: store.location.id, visitDate: '2030-03-01', visitTypeId: 2, message: 'Great ribs', createdAt: minutesAgo(minutes + 4) });
    await t.db.insert(generalFeedback).values({ id: ids.general, brandId, ...person(email), feedbackTypeId: 1, message: 'Love it', createdAt: minutesAgo(minutes + 3) });
    await t.db.insert(cateringFeedback).values({
      id: ids.catering, brandId, ...person(email), locationId: store.location.id, eventDate: '2030-03-01', serviceTypeId: 3, ratingOverall: 4, createdAt: minutesAgo(minutes + 2),
    });
    await t.db.insert(cateringContestEntries).values({
      id: ids.contest, brandId, ...person(email), period: `2030-Q${(minutes % 4) + 1}`, locationId: store.location.id, emailKey: email.toLowerCase(), phone: '(512) 555-0142',
      headcount: 40, occasion: 'Picnic', reason: 'Because', rulesAcceptedAt: minutesAgo(minutes + 1), createdAt: minutesAgo(minutes + 1),
    });
    return ids;
  }

  it('lists each kind the diner sent, newest first, with summaries and the points earned; nobody else’s, no other brand’s', async () => {
    const diner = await signedInCustomer(t.db, { emailVerifiedAt: new Date() });
    const other = await signedInCustomer(t.db, { emailVerifiedAt: new Date() });
    const order = await paidOrder(bearer(diner));
    expect((await answer(order.id, bearer(diner), 4)).statusCode).toBe(201);
    const othersOrder = await paidOrder(bearer(other));
    expect((await answer(othersOrder.id, bearer(other), 2)).statusCode).toBe(201);
    const email = await emailOf(diner);
    const mine = await sendForms(email.toUpperCase(), BRAND, 10);
    await sendForms(email, OTHER_BRAND, 0);
    await sendForms(await emailOf(other), BRAND, 0);

    const response = await submissions(bearer(diner));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 5,
      page: 1,
      pageSize: 30,
      data: [
        { id: order.id, kind: 'order-rating', submittedAt: expect.any(String), rating: 4, summary: 'Austin Congress', orderNumber: order.number, points: ORDER_FEEDBACK_POINTS },
        { id: mine.contest, kind: 'contest-entry', submittedAt: expect.any(String), rating: null, summary: 'Austin Congress', orderNumber: null, points: 0 },
        { id: mine.catering, kind: 'catering-feedback', submittedAt: expect.any(String), rating: 4, summary: 'Austin Congress', orderNumber: null, points: 0 },
        { id: mine.general, kind: 'general-feedback', submittedAt: expect.any(String), rating: null, summary: 'A compliment', orderNumber: null, points: 0 },
        { id: mine.talkTo, kind: 'talk-to', submittedAt: expect.any(String), rating: null, summary: 'Carryout', orderNumber: null, points: 0 },
      ],
    });
    const french = await submissions(bearer(diner), '?locale=fr-ca');
    expect(french.json().data.map((entry: { summary: string }) => entry.summary)).toEqual(['Austin Congress', 'Austin Congress', 'Austin Congress', 'Un compliment', 'À emporter']);

    const paged = await submissions(bearer(diner), '?page=2&pageSize=2');
    expect(paged.json()).toMatchObject({ total: 5, page: 2, pageSize: 2, data: [{ id: mine.catering }, { id: mine.general }] });
    const past = await submissions(bearer(diner), '?page=9&pageSize=2');
    expect(past.json()).toEqual({ total: 5, page: 9, pageSize: 2, data: [] });
  });

  it('shows an empty history to a diner who sent nothing', async () => {
    const diner = await signedInCustomer(t.db);
    expect((await submissions(bearer(diner))).json()).toEqual({ data: [], total: 0, page: 1, pageSize: 30 });
  });

  it('answers a brand without points with 422', async () => {
    const diner = await signedInCustomer(t.db);
    await setLoyalty(false);
    try {
      const response = await submissions(bearer(diner));
      expect([response.statusCode, response.json().code]).toEqual([422, 'loyalty_loyalty_off']);
    } finally {
      await setLoyalty(true);
    }
  });

  it.each([
    ['no sign-in', {}, '', 401],
    ['a page of 0', null, '?page=0', 400],
    ['a page size too large', null, '?pageSize=1000', 400],
    ['a page as text', null, '?page=abc', 400],
  ])('refuses %s', async (_case, headers, query, status) => {
    const diner = await signedInCustomer(t.db);
    const response = await submissions(headers ?? bearer(diner), query);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toEqual(expect.any(String));
  });
});
