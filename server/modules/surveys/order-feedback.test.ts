/**
 * Order feedback and review-us on a real database: a paid order rated once by its guest (order
 * token or the email link's key) or its signed-in owner, the thank-you email in the diner's
 * language, the rating link in the order confirmation, review-us by search and by position with
 * the catalogue's failures, and every refusal with its text and code.
 */
import { eq } from 'drizzle-orm';
import { SURVEY_SUBMISSION_LIMIT } from '@/domain/validation';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import { orderFeedback, outboxEmails } from '@/server/db/schema';
import { buildPayableOrder, buildStore, paymentClient, type PayableOrder } from '@/server/modules/payments/test/payable-order';
import { signedInCustomer } from '@/server/modules/profile/test-customers';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { testConfig } from '@/server/test/build-app';
import { testDatabases } from '@/server/test/databases';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { feedbackKey } from '@/server/modules/orders/feedback-link';
import { freshIp } from './test-surveys';

const FACEBOOK = (handle: string) => [{ network: 'facebook' as const, url: `https://facebook.example/${handle}` }];

describe.each(testDatabases())('order feedback and review-us on %s', (kind) => {
  let t: AuthTestApp;
  let store: OrderableStore;
  let noReviewStore: number;
  let otherBrandStore: number;

  beforeAll(async () => {
    t = await buildAuthApp(kind, { clock: testClock(new Date()), config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(t.db);
    store = await buildStore(t.db, { title: 'Austin Congress', socialNetworks: FACEBOOK('austin') });
    noReviewStore = (await buildLocation(t.db, { title: 'Round Rock', latitude: 30.5083, longitude: -97.6789 })).id;
    otherBrandStore = (await buildLocation(t.db, { brandId: 3, socialNetworks: FACEBOOK('trailer') })).id;
  });
  afterAll(() => t.close());

  const url = (orderId: string, tail = '') => `/online-ordering/survey-management/orders/${orderId}/feedback${tail}`;
  const headersOf = (token?: string | null, extra: Record<string, string> = {}) => ({ ...(token ? { 'x-order-token': token } : {}), ...extra });
  const state = (orderId: string, token?: string | null, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: url(orderId), headers: headersOf(token, extra) });
  const answer = (orderId: string, token: string | null | undefined, payload: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: url(orderId), headers: { ...headersOf(token, extra), 'content-type': 'application/json' }, payload: payload as object, remoteAddress: freshIp() });
  const review = (orderId: string, token: string | null | undefined, payload: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: url(orderId, '/review-us'), headers: { ...headersOf(token, extra), 'content-type': 'application/json' }, payload: payload as object, remoteAddress: freshIp() });

  async function paidOrder(headers: Record<string, string> = {}): Promise<PayableOrder> {
    const order = await buildPayableOrder(t.app, store, 2, headers);
    const pay = paymentClient(t.app, headers);
    const paid = await pay.card(order, { token: pay.token() });
    if (paid.statusCode !== 200 && paid.statusCode !== 201) throw new Error(`pay: ${paid.body}`);
    return order;
  }
  const rows = (orderId: string) => t.db.select().from(orderFeedback).where(eq(orderFeedback.orderId, orderId));
  const mails = (kind: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.kind, kind));

  it('invites the guest to rate the order in its confirmation email, with a link that opens the feedback', async () => {
    const order = await paidOrder();
    const [confirmation] = (await mails('order-confirmation')).filter((mail) => mail.orderId === order.id);
    const key = feedbackKey(testConfig().jwtSecret, order.id);
    expect(confirmation?.text).toContain(`How was it? Rate your order: http://storefront.test/order/${order.id}/feedback?key=${key}`);
    expect(confirmation?.html).toContain(`/order/${order.id}/feedback?key=${key}`);
    const opened = await state(order.id, null, { 'x-feedback-key': key });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ orderId: order.id, orderNumber: order.number, store: { id: store.location.id, title: 'Austin Congress' }, paid: true });
    // The key opens the feedback, never the order itself.
    const orderRead = await t.app.inject({ method: 'GET', url: `/online-ordering/orders/${order.id}`, headers: { 'x-feedback-key': key } });
    expect(orderRead.statusCode).toBe(404);
  });

  it('keeps a guest’s rating once, thanks them by email in their language, and refuses a second answer', async () => {
    const order = await paidOrder();
    const first = await answer(order.id, order.token, { rating: 5, comment: '  <b>Best brisket</b> in town  ' }, { 'accept-language': 'fr-CA', 'country-alpha-2': 'CA' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      orderId: order.id,
      orderNumber: order.number,
      store: { id: store.location.id, title: 'Austin Congress' },
      paid: true,
      feedback: { rating: 5, comment: '<b>Best brisket</b> in town', createdAt: expect.any(String), reviewOffered: true },
    });
    expect(await rows(order.id)).toEqual([expect.objectContaining({ rating: 5, comment: '<b>Best brisket</b> in town', locale: 'fr-ca', customerId: null, locationId: store.location.id })]);
    const thanks = (await mails('survey-order-feedback')).filter((mail) => mail.subject.includes(order.number));
    expect(thanks).toHaveLength(1);
    expect(thanks[0]).toMatchObject({ toAddress: 'ada@example.com', subject: `Merci d’avoir évalué la commande ${order.number}` });
    expect(thanks[0]!.text).toContain('★★★★★');
    expect(thanks[0]!.html).toContain('&lt;b&gt;Best brisket&lt;/b&gt;');

    const again = await answer(order.id, order.token, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'order_feedback_already_answered', message: `Thank you: we already have your feedback on order ${order.number}` });
    expect(await rows(order.id)).toEqual([expect.objectContaining({ rating: 5 })]);
    expect((await state(order.id, order.token)).json().feedback).toMatchObject({ rating: 5 });
  });

  it('writes the thank-you email in Japanese and does not offer review-us after a low rating', async () => {
    const order = await paidOrder();
    const response = await answer(order.id, order.token, { rating: 2 }, { 'accept-language': 'ja-JP' });
    expect(response.statusCode).toBe(201);
    expect(response.json().feedback).toEqual({ rating: 2, createdAt: expect.any(String), reviewOffered: false });
    const [thanks] = (await mails('survey-order-feedback')).filter((mail) => mail.subject.includes(order.number));
    expect(thanks?.subject).toBe(`ご注文 ${order.number} の評価ありがとうございます`);
    const refused = await review(order.id, order.token, { storeId: store.location.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'order_feedback_review_not_offered', message: 'Review-us follows a rating of 4 stars or more' });
  });

  it('lets the signed-in owner rate by bearer alone, and answers 404 to another diner', async () => {
    const owner = await signedInCustomer(t.db);
    const order = await paidOrder({ authorization: `Bearer ${owner.token}` });
    const stranger = await signedInCustomer(t.db);
    const foreign = await answer(order.id, null, { rating: 4 }, { authorization: `Bearer ${stranger.token}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'not_found', message: `Order ${order.id} was not found` });
    expect((await state(order.id, null, { authorization: `Bearer ${stranger.token}` })).statusCode).toBe(404);
    const own = await answer(order.id, null, { rating: 4 }, { authorization: `Bearer ${owner.token}` });
    expect(own.statusCode).toBe(201);
    expect(await rows(order.id)).toEqual([expect.objectContaining({ customerId: owner.id, rating: 4 })]);
  });

  it('answers 404 for an unknown order, a wrong token and a wrong key alike', async () => {
    const order = await paidOrder();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await state(unknown, order.token),
      await answer(unknown, order.token, { rating: 5 }),
      await review(unknown, order.token, { storeId: store.location.id }),
      await answer(order.id, 'not-the-token', { rating: 5 }),
      await answer(order.id, null, { rating: 5 }),
      await answer(order.id, null, { rating: 5 }, { 'x-feedback-key': feedbackKey(testConfig().jwtSecret, unknown) }),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([404, 'not_found']);
    }
    expect(await rows(order.id)).toEqual([]);
  });

  it('refuses an order that is not paid yet', async () => {
    const open = await buildPayableOrder(t.app, store);
    expect((await state(open.id, open.token)).json()).toMatchObject({ paid: false });
    const response = await answer(open.id, open.token, { rating: 5 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'order_feedback_order_not_paid', message: `Order ${open.number} is not paid yet: you can rate it once it is paid` });
    expect(await rows(open.id)).toEqual([]);
  });

  it.each([
    ['no rating', {}, 400, 'validation'],
    ['a rating of 0', { rating: 0 }, 400, 'order_feedback_rating_out_of_range'],
    ['a rating of 6', { rating: 6 }, 400, 'order_feedback_rating_out_of_range'],
    ['a fractional rating', { rating: 4.5 }, 400, 'validation'],
    ['a rating as text', { rating: 'five' }, 400, 'validation'],
    ['a huge rating', { rating: 1e12 }, 400, 'validation'],
    ['a comment too long', { rating: 5, comment: 'x'.repeat(1001) }, 400, 'validation'],
    ['a comment as a number', { rating: 5, comment: { text: 'hi' } }, 400, 'validation'],
    ['a NUL byte in the comment', { rating: 5, comment: 'a\u0000b' }, 400, 'validation'],
    ['an unknown field', { rating: 5, points: 1000 }, 400, 'validation'],
    ['an array body', [5], 400, 'validation'],
  ])('refuses %s and keeps nothing', async (_case, body, status, code) => {
    const order = await paidOrder();
    const response = await answer(order.id, order.token, body);
    expect([response.statusCode, response.json().code]).toEqual([status, code]);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await rows(order.id)).toEqual([]);
  });

  it('gives the range refusal its text with the limits', async () => {
    const order = await paidOrder();
    const response = await answer(order.id, order.token, { rating: 9 });
    expect(response.json()).toMatchObject({ message: 'A rating is a whole number of stars from 1 to 5', params: { min: 1, max: 5 } });
  });

  it('answers a robot that filled the honeypot like a person, keeping and mailing nothing', async () => {
    const order = await paidOrder();
    const before = (await mails('survey-order-feedback')).length;
    const response = await answer(order.id, order.token, { rating: 5, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json().feedback).toMatchObject({ rating: 5 });
    expect(await rows(order.id)).toEqual([]);
    expect((await mails('survey-order-feedback')).length).toBe(before);
  });

  it('limits the attempts on one order per connection, and counts each order apart', async () => {
    const [first, second] = [await paidOrder(), await paidOrder()];
    const ip = freshIp();
    const send = (order: PayableOrder, rating: number) =>
      t.app.inject({ method: 'POST', url: url(order.id), headers: { 'x-order-token': order.token }, payload: { rating }, remoteAddress: ip });
    const statuses = [];
    for (let attempt = 0; attempt < SURVEY_SUBMISSION_LIMIT.max + 1; attempt += 1) statuses.push((await send(first, 0)).statusCode);
    expect(statuses).toEqual([...Array(SURVEY_SUBMISSION_LIMIT.max).fill(400), 429]);
    expect((await send(second, 5)).statusCode).toBe(201);
  });

  describe('review-us', () => {
    let order: PayableOrder;
    beforeAll(async () => {
      order = await paidOrder();
      await answer(order.id, order.token, { rating: 5 });
    });

    it('records the restaurant chosen by search and hands back its review page', async () => {
      const response = await review(order.id, order.token, { storeId: store.location.id });
      expect(response.statusCode).toBe(200);
      expect(response.json().feedback.review).toEqual({
        store: { id: store.location.id, title: 'Austin Congress', localTitle: null, countryCode: 'US', city: 'Austin', state: 'TX' },
        reviewUrl: 'https://facebook.example/austin/reviews',
        locatedBy: 'search',
      });
      expect(await rows(order.id)).toEqual([expect.objectContaining({ reviewLocationId: store.location.id, reviewLocatedBy: 'search' })]);
      expect((await state(order.id, order.token)).json().feedback.review).toMatchObject({ reviewUrl: 'https://facebook.example/austin/reviews' });
    });

    it('finds the nearest restaurant from the browser’s position', async () => {
      const response = await review(order.id, order.token, { position: { latitude: 30.27, longitude: -97.74 } });
      expect(response.statusCode).toBe(200);
      expect(response.json().feedback.review).toMatchObject({ store: { id: store.location.id }, locatedBy: 'position' });
    });

    it.each([
      ['no restaurant', {}, 400, 'restaurant_required', 'Restaurant is required'],
      ['a negative store id', { storeId: -1 }, 400, 'validation', null],
      ['a position far from every restaurant', { position: { latitude: -45, longitude: 170 } }, 404, 'order_feedback_cannot_auto_locate', 'Cannot auto locate'],
      ['a latitude out of range', { position: { latitude: 91, longitude: 0 } }, 400, 'validation', null],
      ['a position as text', { position: 'Austin' }, 400, 'validation', null],
      ['a store id as text', { storeId: 'austin' }, 400, 'validation', null],
    ])('refuses %s', async (_case, body, status, code, message) => {
      const response = await review(order.id, order.token, body);
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
      if (message) expect(response.json().message).toBe(message);
    });

    it('says "Restaurant not found" for an unknown restaurant or another brand’s', async () => {
      for (const storeId of [otherBrandStore, 2_000_000_000]) {
        const response = await review(order.id, order.token, { storeId });
        expect([response.statusCode, response.json()]).toEqual([404, expect.objectContaining({ code: 'order_feedback_restaurant_not_found', message: 'Restaurant not found' })]);
      }
    });

    it('says "Selected restaurant can not be reviewed" for a restaurant with no review page', async () => {
      const response = await review(order.id, order.token, { storeId: noReviewStore });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'order_feedback_restaurant_cannot_be_reviewed', message: 'Selected restaurant can not be reviewed' });
    });

    it('comes after a rating', async () => {
      const fresh = await paidOrder();
      const response = await review(fresh.id, fresh.token, { storeId: store.location.id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'order_feedback_not_answered', message: `Rate order ${fresh.number} first: review-us follows a rating` });
    });
  });
});
