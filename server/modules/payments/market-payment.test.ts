/**
 * Orders in Japan and Mexico: priced in the store's currency (whole yen), with the tax the
 * prices include (Japan's 8 % on carryout, Mexico's IVA), paid by card in that currency, and
 * confirmed by email in the diner's language.
 */
import { and, eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData, type LocationPlace } from '@/server/test/factories';
import { buildPayableOrder, buildStore, GUEST, paymentClient } from './test/payable-order';

const MARKETS = [
  {
    country: 'JP',
    place: { country: 'JP', state: ['27', 'Osaka'], city: 'Osaka', timeZone: 'Asia/Tokyo', taxRate: '0.10000' },
    language: 'ja-JP',
    // A mobile number as a diner in Japan types it, kept in E.164.
    phone: { typed: '090-1234-5678', kept: '+819012345678' },
    teaPrice: '390.00',
    // 3 × ¥390 = ¥1,170, of which 8 % consumption tax: 1170 × 8 ÷ 108 = 86.67 → ¥87.
    totals: { subtotal: '1170.00', total: '1170.00', taxTotal: '87.00', taxes: [{ code: 'CONSUMPTION', rate: '0.08', amount: '87.00' }] },
    currency: 'JPY',
    billing: { address: '北区梅田1-9-20', city: '大阪市', state: '27', zip: '530-0001' },
    subject: /^ご注文 \d+（Store \d+）を承りました$/,
    mailLines: ['合計：￥1,170', 'うち消費税（8%）：￥87', 'Visa •••• 4242：￥1,170'],
  },
  {
    country: 'MX',
    place: { country: 'MX', state: ['NLE', 'Nuevo León'], city: 'Monterrey', timeZone: 'America/Monterrey', taxRate: '0.16000' },
    language: 'es-MX',
    phone: { typed: '81 1234 5678', kept: '+528112345678' },
    teaPrice: '45.00',
    // 3 × MX$45 = MX$135, of which IVA 16 %: 135 × 16 ÷ 116 = 18.62.
    totals: { subtotal: '135.00', total: '135.00', taxTotal: '18.62', taxes: [{ code: 'IVA', rate: '0.16', amount: '18.62' }] },
    currency: 'MXN',
    billing: { address: 'Av. José Vasconcelos 402', city: 'San Pedro Garza García', state: 'NLE', zip: '66260' },
    subject: /^Tu pedido \d+ en Store \d+ está confirmado$/,
    mailLines: ['Total: $135.00', 'IVA incluido (16 %): $18.62'],
  },
] as const;

describe.each(testDatabases())('orders paid in the market currency on %s', (kind) => {
  let context: TestApp;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    // US$10 to hold a guest order for review: ￥1,500 in Japan, MX$180 in Mexico (domain/staff/review-thresholds.ts).
    await context.db.update(t.brands).set({ reviewHoldThreshold: '10.00' }).where(eq(t.brands.id, 4));
  });
  afterAll(() => context.close());

  it.each(MARKETS)('prices a $country carryout with the tax included, takes the card payment in $currency and mails in $language', async (market) => {
    const store = await buildStore(context.db, { ...market.place, state: [...market.place.state] });
    await context.db
      .update(t.locationItems)
      .set({ price: market.teaPrice })
      .where(and(eq(t.locationItems.locationId, store.location.id), eq(t.locationItems.itemId, store.tea.id)));
    const headers = { 'country-alpha-2': market.country, 'accept-language': market.language };
    const order = await buildPayableOrder(context.app, store, 3, headers, { ...GUEST, phone: market.phone.typed });
    const pay = paymentClient(context.app, headers);

    const before = (await pay.state(order)).json();
    expect(before).toMatchObject({ total: market.totals.total, amountDue: market.totals.total });
    const priced = (await context.app.inject({ url: `/online-ordering/orders/${order.id}`, headers: { ...headers, 'x-order-token': order.token } })).json();
    expect(priced).toMatchObject({ currency: market.currency, totals: { ...market.totals, taxIncluded: true }, guest: { phone: market.phone.kept } });

    const paid = await pay.card(order, { token: pay.token(), billing: market.billing });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', amountDue: '0.00', payments: [{ method: 'card', amount: market.totals.total }] });
    // Below the brand's threshold in the market's currency: straight to the kitchen, not held for review.
    expect(await context.db.select().from(t.orderReviewHolds).where(eq(t.orderReviewHolds.orderId, order.id))).toEqual([]);

    const graphql = await context.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'query($id: ID!, $token: String) { order(id: $id, token: $token) { currency totals { total taxIncluded taxes { code amount } } } }', variables: { id: order.id, token: order.token } },
      headers,
    });
    expect(graphql.json()).toEqual({ data: { order: { currency: market.currency, totals: { total: market.totals.total, taxIncluded: true, taxes: [{ code: market.totals.taxes[0].code, amount: market.totals.taxTotal }] } } } });

    const mails = (await pay.outbox(order.id)).json();
    expect(mails.data).toHaveLength(1);
    expect(mails.data[0].subject).toMatch(market.subject);
    const text = String(mails.data[0].text).replace(/[\u00a0\u202f]/g, ' ');
    for (const line of market.mailLines) expect(text).toContain(line);
  });

  it('rounds the tax contained in a yen total to whole yen', async () => {
    const store = await buildStore(context.db, { country: 'JP', state: ['13', 'Tokyo'], city: 'Shibuya', timeZone: 'Asia/Tokyo' });
    await context.db.update(t.locationItems).set({ price: '390.00' }).where(eq(t.locationItems.locationId, store.location.id));
    const headers = { 'country-alpha-2': 'JP' };
    const order = await buildPayableOrder(context.app, store, 1, headers, { ...GUEST, phone: '+81 6-5555-0199' });
    // 390 × 8 ÷ 108 = 28.89 → ¥29.
    const priced = (await context.app.inject({ url: `/online-ordering/orders/${order.id}`, headers: { ...headers, 'x-order-token': order.token } })).json();
    expect(priced.totals).toMatchObject({ total: '390.00', taxTotal: '29.00' });
  });
  const places: [string, LocationPlace & Record<string, unknown>, string][] = [
    ['JP', { country: 'JP', state: ['27', 'Osaka'], city: 'Osaka', timeZone: 'Asia/Tokyo' }, '(512) 555-0199'],
    ['MX', { country: 'MX', state: ['NLE', 'Nuevo León'], city: 'Monterrey', timeZone: 'America/Monterrey' }, '090-1234-5678'],
    ['US', {}, '090-1234-5678'],
  ];
  it.each(places)('refuses at a %s store a number written nationally for another country, with the checkout’s message', async (country, place, phone) => {
    const store = await buildStore(context.db, place);
    const headers = { 'country-alpha-2': country };
    await expect(buildPayableOrder(context.app, store, 1, headers, { ...GUEST, phone })).rejects.toThrow(/"message":"Not a valid phone number"/);
  });
});
