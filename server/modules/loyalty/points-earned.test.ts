/**
 * Points are earned on the money received for an order, through the real payment routes on a
 * real database: the brand's rate times what card, wallet or PayPal brought in, less tax, fees
 * and tip; what a gift card paid (received when the card was sold) earns nothing.
 */
import { loadGiftCards } from '@/server/seed/load-giftcards';
import { buildPayableOrder, paymentClient } from '@/server/modules/payments/test/payable-order';
import { signedInCustomer, type SignedInCustomer } from '@/server/modules/profile/test-customers';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { spendablePoints } from './ledger';
import { buildLoyaltyStore, type LoyaltyStore } from './test-loyalty';

let serial = 700;
const nextNumber = () => `60064912${String((serial += 1)).padStart(8, '0')}`;

describe.each(testDatabases())('points on money received on %s', (kind) => {
  let context: TestApp;
  let store: LoyaltyStore;
  let pay: ReturnType<typeof paymentClient>;

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
    store = await buildLoyaltyStore(context.db);
    pay = paymentClient(context.app);
  });
  afterAll(() => context.close());

  const bearer = (diner: SignedInCustomer) => ({ authorization: `Bearer ${diner.token}` });

  async function giftCard(balance: string) {
    const number = nextNumber();
    await loadGiftCards(context.db, [{ number, pin: '1234', currency: 'USD', balance, use: 'test' }]);
    return { number, pin: '1234' };
  }

  it('earns the rate on the pre-tax amount when a card pays the whole order', async () => {
    const diner = await signedInCustomer(context.db);
    const order = await buildPayableOrder(context.app, store, 4, bearer(diner)); // 9.96 before tax, 10.78 in all
    expect(order.total).toBe('10.78');
    expect((await pay.card(order, { token: pay.token() })).statusCode).toBe(200);
    expect(await spendablePoints(context.db, diner.id)).toBe(99);
  });

  it('earns nothing on the part a gift card paid: split tender earns on what the card brought in, less tax', async () => {
    const diner = await signedInCustomer(context.db);
    const order = await buildPayableOrder(context.app, store, 4, bearer(diner)); // 9.96 + 0.82 tax
    const part = await pay.giftCard(order, await giftCard('5.00'));
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ paid: false, amountDue: '5.78' });
    expect((await pay.card(order, { token: pay.token() })).statusCode).toBe(200);
    // Money received: 5.78 by card less 0.82 tax = 4.96, at 10 points a dollar.
    expect(await spendablePoints(context.db, diner.id)).toBe(49);
  });

  it('earns nothing on an order a gift card paid in full', async () => {
    const diner = await signedInCustomer(context.db);
    const order = await buildPayableOrder(context.app, store, 4, bearer(diner));
    const paid = await pay.giftCard(order, await giftCard('50.00'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paid: true });
    expect(await spendablePoints(context.db, diner.id)).toBe(0);
  });
});
