import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { buildPayableOrder, buildStore, paymentClient, sandboxCard } from '@/server/modules/payments/test/payable-order';
import { eq, inArray } from 'drizzle-orm';
import { processorCustomers, sandboxPaymentMethods } from '@/server/db/schema';
import { MAX_SAVED_CARDS } from '@/server/modules/payments';
import { call, signedInCustomer, type SignedInCustomer } from './test-customers';

describe.each(testDatabases())('saved cards on %s', (kind) => {
  let context: TestApp;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
  });
  afterAll(() => context.close());

  /** A card as the processor's hosted fields tokenize it. */
  const tokenize = (number = '4242424242424242', expiry = '12/39') => sandboxCard(number, expiry);
  const wallet = (customer: SignedInCustomer) => `/payment-management/customer/${customer.id}/payment-methods`;

  it('saves a tokenized card at the processor with brand, last 4 and expiry read from the token, and lists it', async () => {
    const ana = await signedInCustomer(context.db);
    const card = tokenize('5555555555554444', '07/38');
    const response = await call(context.app, ana.token, 'POST', wallet(ana), { token: card.token, brand: 'visa', last4: '0000' });
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(saved).toEqual({
      id: expect.any(Number), token: expect.stringMatching(/^pm_sbx_/), brand: 'mastercard', last4: '4444', expMonth: 7, expYear: 2038, expired: false, createdAt: expect.any(String),
    });
    expect((await call(context.app, ana.token, 'GET', wallet(ana))).json().data).toEqual([saved]);
    expect(saved.token).not.toBe(card.token);
  });

  it('keeps a card paid with as the processor’s payment method, which pays for its owner only, until removed', async () => {
    const [ana, bob] = [await signedInCustomer(context.db), await signedInCustomer(context.db)];
    const store = await buildStore(context.db);
    const pay = paymentClient(context.app);
    const as = (customer: SignedInCustomer) => ({ authorization: `Bearer ${customer.token}` });
    const { token } = tokenize('5555555555554444', '07/38');
    const firstOrder = await buildPayableOrder(context.app, store, 4, as(ana));
    expect((await pay.card(firstOrder, { token }, as(ana))).json()).toMatchObject({ status: 'paid' });
    const saved = (await call(context.app, ana.token, 'POST', wallet(ana), { token })).json();
    const [method] = await context.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.paymentMethodRef, saved.token));
    expect(method).toMatchObject({ customerRef: expect.stringMatching(/^cus_sbx_/), detachedAt: null });

    const secondOrder = await buildPayableOrder(context.app, store, 2, as(ana));
    const paid = await pay.card(secondOrder, { token: saved.token }, as(ana));
    expect(paid.json()).toMatchObject({ status: 'paid', payments: [expect.objectContaining({ label: 'Mastercard •••• 4444' })] });

    const bobsOrder = await buildPayableOrder(context.app, store, 2, as(bob));
    const refused = await pay.card(bobsOrder, { token: saved.token }, as(bob));
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'This card is saved to another account: enter the card details instead']);
    expect((await call(context.app, bob.token, 'DELETE', `${wallet(bob)}/${saved.id}`)).statusCode).toBe(404);

    expect((await call(context.app, ana.token, 'DELETE', `${wallet(ana)}/${saved.id}`)).statusCode).toBe(204);
    const [detached] = await context.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.paymentMethodRef, saved.token));
    expect(detached?.detachedAt).toBeInstanceOf(Date);
    const thirdOrder = await buildPayableOrder(context.app, store, 2, as(ana));
    const gone = await pay.card(thirdOrder, { token: saved.token }, as(ana));
    expect([gone.statusCode, gone.json().message]).toEqual([400, 'Payment token is not valid: enter the card again']);
  });

  it('keeps a new card with its payment when the diner asks, once, and never for a guest', async () => {
    const ana = await signedInCustomer(context.db);
    const store = await buildStore(context.db);
    const pay = paymentClient(context.app);
    const as = { authorization: `Bearer ${ana.token}` };
    const { token } = tokenize('5555555555554444', '07/38');
    const order = await buildPayableOrder(context.app, store, 4, as);
    expect((await pay.card(order, { token, saveCard: true }, as)).json()).toMatchObject({ status: 'paid' });
    const listed = (await call(context.app, ana.token, 'GET', wallet(ana))).json().data;
    expect(listed).toEqual([expect.objectContaining({ token: expect.stringMatching(/^pm_sbx_/), brand: 'mastercard', last4: '4444', expMonth: 7, expYear: 2038 })]);

    // Paying again with the same card, asking again, keeps no second copy; the saved card pays.
    const again = await buildPayableOrder(context.app, store, 2, as);
    expect((await pay.card(again, { token, saveCard: true }, as)).json()).toMatchObject({ status: 'paid' });
    const bySaved = await buildPayableOrder(context.app, store, 2, as);
    expect((await pay.card(bySaved, { token: listed[0].token }, as)).json()).toMatchObject({ status: 'paid' });
    expect((await call(context.app, ana.token, 'GET', wallet(ana))).json().data).toHaveLength(1);

    const attached = async () => (await context.db.select().from(sandboxPaymentMethods)).filter((method) => method.detachedAt === null).length;
    const before = await attached();
    const guestOrder = await buildPayableOrder(context.app, store);
    expect((await pay.card(guestOrder, { token: tokenize('4111111111111111').token, saveCard: true })).json()).toMatchObject({ status: 'paid' });
    expect(await attached()).toBe(before);
  });

  it('keeps no card with a payment that was declined', async () => {
    const ana = await signedInCustomer(context.db);
    const store = await buildStore(context.db);
    const as = { authorization: `Bearer ${ana.token}` };
    const order = await buildPayableOrder(context.app, store, 4, as);
    const declined = await paymentClient(context.app).card(order, { token: tokenize('4000000000000002').token, saveCard: true }, as);
    expect(declined.statusCode).toBe(402);
    expect((await call(context.app, ana.token, 'GET', wallet(ana))).json().data).toEqual([]);
  });

  it('creates the processor’s customer once: every card of an account is attached to it', async () => {
    const ana = await signedInCustomer(context.db);
    const first = (await call(context.app, ana.token, 'POST', wallet(ana), { token: tokenize().token })).json();
    const second = (await call(context.app, ana.token, 'POST', wallet(ana), { token: tokenize('5555555555554444').token })).json();
    const methods = await context.db.select().from(sandboxPaymentMethods).where(inArray(sandboxPaymentMethods.paymentMethodRef, [first.token, second.token]));
    expect(methods).toHaveLength(2);
    expect(methods[0]!.customerRef).toBe(methods[1]!.customerRef);
    const customers = await context.db.select().from(processorCustomers).where(eq(processorCustomers.customerId, ana.id));
    expect(customers).toEqual([expect.objectContaining({ processor: 'sandbox', customerRef: methods[0]!.customerRef })]);
  });


  it('lets only its owner pay with a saved card: anyone else holding the token is refused', async () => {
    const ana = await signedInCustomer(context.db);
    const { token } = tokenize();
    expect((await call(context.app, ana.token, 'POST', wallet(ana), { token })).statusCode).toBe(201);
    const store = await buildStore(context.db);
    const pay = paymentClient(context.app);
    const guestOrder = await buildPayableOrder(context.app, store);
    const refused = await pay.card(guestOrder, { token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This card is saved to another account: enter the card details instead');
    const anasOrder = await buildPayableOrder(context.app, store, 4, { authorization: `Bearer ${ana.token}` });
    const paid = await pay.card(anasOrder, { token }, { authorization: `Bearer ${ana.token}` });
    expect(paid.json()).toMatchObject({ status: 'paid' });
  });

  it('answers the card already saved when the same token is saved again', async () => {
    const ana = await signedInCustomer(context.db);
    const { token } = tokenize();
    const first = await call(context.app, ana.token, 'POST', wallet(ana), { token });
    const again = await call(context.app, ana.token, 'POST', wallet(ana), { token });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
  });

  it.each([
    ['a made-up token', () => 'tok_sbx_eyJ2IjoxfQ.forged'],
    ['a token with its payload changed', async () => {
      const { token } = tokenize();
      const [body, signature] = token.split('.');
      const payload = JSON.parse(Buffer.from((body ?? '').slice('tok_sbx_'.length), 'base64url').toString());
      return `tok_sbx_${Buffer.from(JSON.stringify({ ...payload, l4: '0000' })).toString('base64url')}.${signature}`;
    }],
    ['an authorization id instead of a token', () => 'auth_sbx_eyJ2IjoxfQ.x'],
  ])('refuses %s with a 400', async (_name, makeToken) => {
    const ana = await signedInCustomer(context.db);
    const response = await call(context.app, ana.token, 'POST', wallet(ana), { token: await makeToken() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Payment token is not valid: enter the card again');
  });

  it('removes a card; removing it again is 404', async () => {
    const ana = await signedInCustomer(context.db);
    const saved = (await call(context.app, ana.token, 'POST', wallet(ana), { token: tokenize().token })).json();
    expect((await call(context.app, ana.token, 'DELETE', `${wallet(ana)}/${saved.id}`)).statusCode).toBe(204);
    expect((await call(context.app, ana.token, 'GET', wallet(ana))).json().data).toEqual([]);
    expect((await call(context.app, ana.token, 'DELETE', `${wallet(ana)}/${saved.id}`)).json()).toMatchObject({ statusCode: 404, message: `Saved card ${saved.id} was not found` });
  });

  it(`keeps at most ${MAX_SAVED_CARDS} cards`, async () => {
    const ana = await signedInCustomer(context.db);
    for (let n = 0; n < MAX_SAVED_CARDS; n += 1) {
      expect((await call(context.app, ana.token, 'POST', wallet(ana), { token: tokenize().token })).statusCode).toBe(201);
    }
    expect((await call(context.app, ana.token, 'POST', wallet(ana), { token: tokenize().token })).statusCode).toBe(409);
  });
});
