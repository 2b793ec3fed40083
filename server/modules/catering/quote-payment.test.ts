import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { paymentClient, type PayableOrder } from '@/server/modules/payments/test/payable-order';
import { historyOf } from './repository';
import { buildQuoteStore, estimateInput, holdsOf, leadActions, mailsTo, quoteClient, submitQuote } from './test-quotes';

describe.each(testDatabases())('paying an accepted quote on %s', (kind) => {
  let context: TestApp;

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
  });
  afterAll(() => context.close());

  /** A quote with an estimate sent (deposit 54.94), as the order the payment routes take. */
  async function estimatedQuote() {
    const store = await buildQuoteStore(context.db);
    const submitted = await submitQuote(context.app, context.db, store);
    await leadActions(context.app, context.db).sendEstimate(submitted.leadId, estimateInput(), { kind: 'staff' });
    const order: PayableOrder = { id: submitted.orderId, token: submitted.orderToken, number: '', total: '' };
    return { ...submitted, order };
  }

  it('takes the deposit by card through the order payment path and moves the quote 4 → 5 → 6', async () => {
    const { leadId, order, orderId, token } = await estimatedQuote();
    expect((await quoteClient(context.app).respond(orderId, { response: 'accept' }, { 'x-quote-token': token })).statusCode).toBe(200);
    const payments = paymentClient(context.app);
    const paid = await payments.card(order, { token: await payments.token() });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paid: true, amountPaid: '54.94' });
    const quote = (await quoteClient(context.app).get(orderId, { 'x-quote-token': token })).json();
    expect([quote.status.id, quote.amountPaid]).toEqual([6, '54.94']);
    expect((await historyOf(context.db, leadId)).map((row) => row.event)).toEqual(['submit', 'sendEstimate', 'accept', 'pay', 'requestConfirmation']);
    expect((await holdsOf(context.db, leadId)).every((hold) => hold.expiresAt === null)).toBe(true);
    expect((await mailsTo(context.db, orderId)).map((mail) => mail.kind)).not.toContain('order-confirmation');
    const again = await payments.card(order, { token: await payments.token() });
    expect(again.statusCode).toBe(409);
  });

  it('refuses to take money for a quote that is not accepted, with the lifecycle message', async () => {
    const { order } = await estimatedQuote();
    const payments = paymentClient(context.app);
    const refused = await payments.card(order, { token: await payments.token() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'catering_step_not_allowed', message: '"Pay" does not apply to a catering lead that is "Awaiting customer"' });
    const state = (await payments.state(order)).json();
    expect([state.paid, state.amountPaid]).toEqual([false, '0.00']);
  });
});
