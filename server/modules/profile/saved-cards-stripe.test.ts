/**
 * Saved cards with Stripe as the gateway, through the API against the local Stripe fake (the real
 * `stripe` package talking to it): a card saved is a PaymentMethod attached to the account's one
 * Stripe customer, paying with it names both, and removing it detaches it at Stripe.
 */
import { eq } from 'drizzle-orm';
import { processorCustomers, savedCards } from '@/server/db/schema';
import { startStripeFake, type StripeFake } from '@/server/modules/payments/gateway/stripe-fake';
import { buildPayableOrder } from '@/server/modules/payments/test/payable-order';
import { startPaymentSuite, type PaymentSuite } from '@/server/modules/payments/test/payment-suite';
import { testDatabases } from '@/server/test/build-app';
import { call, signedInCustomer, type SignedInCustomer } from './test-customers';

let fake: StripeFake;
beforeAll(async () => (fake = await startStripeFake()));
afterAll(() => fake.close());

describe.each(testDatabases())('saved cards at Stripe on %s', (kind) => {
  let suite: PaymentSuite;

  beforeAll(async () => {
    const stripe = { secretKey: 'sk_test_hickory', publishableKey: 'pk_test_hickory', webhookSecret: 'whsec_hickory_test_secret', apiBase: fake.url };
    suite = await startPaymentSuite(kind, { config: { paymentGateway: 'stripe', stripe } });
  });
  afterAll(() => suite.context.close());

  const wallet = (customer: SignedInCustomer) => `/payment-management/customer/${customer.id}/payment-methods`;
  const as = (customer: SignedInCustomer) => ({ authorization: `Bearer ${customer.token}` });
  const save = (customer: SignedInCustomer, token: string) => call(suite.context.app, customer.token, 'POST', wallet(customer), { token });

  it('saves a card as a PaymentMethod attached to the account’s Stripe customer, made once', async () => {
    const ana = await signedInCustomer(suite.context.db);
    const first = await save(ana, 'pm_card_visa');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ token: expect.stringMatching(/^pm_[0-9a-f]+$/), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 });
    const second = (await save(ana, 'pm_card_mastercard')).json();
    const [customer] = await suite.context.db.select().from(processorCustomers).where(eq(processorCustomers.customerId, ana.id));
    expect(customer).toMatchObject({ processor: 'stripe', customerRef: expect.stringMatching(/^cus_/) });
    expect(fake.customers.get(customer!.customerRef)).toMatchObject({ metadata: { hickory_customer_id: String(ana.id) } });
    expect(fake.methods.get(first.json().token)).toEqual({ card: 'pm_card_visa', customer: customer!.customerRef });
    expect(fake.methods.get(second.token)).toEqual({ card: 'pm_card_mastercard', customer: customer!.customerRef });
    const rows = await suite.context.db.select().from(savedCards).where(eq(savedCards.customerId, ana.id));
    expect(rows.map((row) => [row.processor, row.customerRef])).toEqual([['stripe', customer!.customerRef], ['stripe', customer!.customerRef]]);
  });

  it('pays with the saved card (its customer and payment method), for its owner only; removed, it is detached at Stripe', async () => {
    const [ana, bob] = [await signedInCustomer(suite.context.db), await signedInCustomer(suite.context.db)];
    const firstOrder = await buildPayableOrder(suite.context.app, suite.store, 4, as(ana));
    expect((await suite.pay.card(firstOrder, { token: 'pm_card_amex' }, as(ana))).json()).toMatchObject({ status: 'paid' });
    const saved = (await save(ana, 'pm_card_amex')).json();
    const [{ customerRef } = { customerRef: '' }] = await suite.context.db.select().from(processorCustomers).where(eq(processorCustomers.customerId, ana.id));

    const secondOrder = await buildPayableOrder(suite.context.app, suite.store, 2, as(ana));
    const paid = await suite.pay.card(secondOrder, { token: saved.token }, as(ana));
    expect(paid.json()).toMatchObject({ status: 'paid', payments: [expect.objectContaining({ label: expect.stringContaining('8431') })] });
    const intent = [...fake.intents.values()].find((candidate) => candidate.payment_method === saved.token);
    expect(intent).toMatchObject({ customer: customerRef, status: 'succeeded' });

    const bobsOrder = await buildPayableOrder(suite.context.app, suite.store, 2, as(bob));
    const refused = await suite.pay.card(bobsOrder, { token: saved.token }, as(bob));
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'This card is saved to another account: enter the card details instead']);
    expect((await call(suite.context.app, bob.token, 'DELETE', `${wallet(bob)}/${saved.id}`)).statusCode).toBe(404);
    expect(fake.methods.get(saved.token)?.customer).toBe(customerRef);

    expect((await call(suite.context.app, ana.token, 'DELETE', `${wallet(ana)}/${saved.id}`)).statusCode).toBe(204);
    expect(fake.methods.get(saved.token)?.customer).toBeNull();
    const thirdOrder = await buildPayableOrder(suite.context.app, suite.store, 2, as(ana));
    const gone = await suite.pay.card(thirdOrder, { token: saved.token }, as(ana));
    expect(gone.statusCode).toBe(400);
    expect((await suite.pay.state(thirdOrder)).json()).toMatchObject({ paid: false });
  });

  it('keeps a new card with its payment: paid with the account’s Stripe customer and setup_future_usage, listed, and paying next time', async () => {
    const ana = await signedInCustomer(suite.context.db);
    const order = await buildPayableOrder(suite.context.app, suite.store, 4, as(ana));
    expect((await suite.pay.card(order, { token: 'pm_card_discover', saveCard: true }, as(ana))).json()).toMatchObject({ status: 'paid' });
    const [{ customerRef } = { customerRef: '' }] = await suite.context.db.select().from(processorCustomers).where(eq(processorCustomers.customerId, ana.id));
    const paidWith = [...fake.intents.values()].find((intent) => intent.metadata && (intent.metadata as Record<string, string>).reference === order.id);
    expect(paidWith).toMatchObject({ customer: customerRef, setup_future_usage: 'off_session', status: 'succeeded' });

    const [card] = (await call(suite.context.app, ana.token, 'GET', wallet(ana))).json().data;
    expect(card).toMatchObject({ token: paidWith!.payment_method, brand: 'discover', last4: '1117' });
    expect(fake.methods.get(card.token)).toEqual({ card: 'pm_card_discover', customer: customerRef });
    const next = await buildPayableOrder(suite.context.app, suite.store, 2, as(ana));
    expect((await suite.pay.card(next, { token: card.token }, as(ana))).json()).toMatchObject({ status: 'paid' });
  });

  it('keeps a card whose bank asked for 3-D Secure once the diner confirmed it', async () => {
    const ana = await signedInCustomer(suite.context.db);
    const order = await buildPayableOrder(suite.context.app, suite.store, 4, as(ana));
    const asked = await suite.pay.card(order, { token: 'pm_card_authenticationRequired', saveCard: true }, as(ana));
    expect(asked.json()).toMatchObject({ code: 'authentication_required' });
    const intentId = String(asked.json().params.clientSecret).split('_secret_')[0]!;
    fake.authenticate(intentId);
    expect((await suite.pay.card(order, { token: intentId, saveCard: true }, as(ana))).json()).toMatchObject({ status: 'paid' });
    const cards = (await call(suite.context.app, ana.token, 'GET', wallet(ana))).json().data;
    expect(cards).toEqual([expect.objectContaining({ token: fake.intents.get(intentId)!.payment_method })]);
  });

  it('refuses to save what Stripe does not know as a payment method', async () => {
    const ana = await signedInCustomer(suite.context.db);
    const response = await save(ana, 'pm_unknown_card');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Payment token is not valid: enter the card again');
    expect((await call(suite.context.app, ana.token, 'GET', wallet(ana))).json().data).toEqual([]);
  });
});
