import { eq } from 'drizzle-orm';
import { cateringEstimates } from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { buildPayableOrder, buildStore, paymentClient, type PayableOrder } from '@/server/modules/payments/test/payable-order';
import { historyOf } from './repository';
import { buildQuoteStore, estimateInput, holdsOf, leadActions, mailsTo, quoteClient, submitQuote } from './test-quotes';

const PM = '/online-ordering/payment-management';

describe.each(testDatabases())('paying an accepted quote on %s', (kind) => {
  let context: TestApp;

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
  });
  afterAll(() => context.close());

  /** A quote with an estimate sent (total 219.75, deposit 54.94), as the order the payment routes take. */
  async function estimatedQuote() {
    const store = await buildQuoteStore(context.db);
    const submitted = await submitQuote(context.app, context.db, store);
    await leadActions(context.app, context.db).sendEstimate(submitted.leadId, estimateInput(), { kind: 'staff' });
    const order: PayableOrder = { id: submitted.orderId, token: submitted.orderToken, number: '', total: '' };
    return { ...submitted, order };
  }

  async function acceptedQuote() {
    const quote = await estimatedQuote();
    const accepted = await quoteClient(context.app).respond(quote.orderId, { response: 'accept' }, { 'x-quote-token': quote.token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ canPay: true, amountPaid: '0.00', balanceDue: '219.75' });
    return quote;
  }

  /** A card payment as the buyer from the quote email sends it: the link token, no order token. */
  async function payByLink(orderId: string, quoteToken: string, body: object, headers: Record<string, string> = {}) {
    const payments = paymentClient(context.app);
    const payload = { token: payments.token(), cardholderName: 'Ada Pit', billing: { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }, ...body };
    return context.app.inject({ method: 'POST', url: `${PM}/orders/${orderId}/payment/card`, payload, headers: { 'x-quote-token': quoteToken, ...headers } });
  }

  it('takes the deposit by card through the order payment path and moves the quote 4 → 5 → 6', async () => {
    const { leadId, order, orderId, token } = await acceptedQuote();
    const payments = paymentClient(context.app);
    const paid = await payments.card(order, { token: payments.token() });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paid: true, amountPaid: '54.94' });
    const quote = (await quoteClient(context.app).get(orderId, { 'x-quote-token': token })).json();
    expect([quote.status.id, quote.amountPaid, quote.balanceDue, quote.canPay]).toEqual([6, '54.94', '164.81', false]);
    expect((await historyOf(context.db, leadId)).map((row) => row.event)).toEqual(['submit', 'sendEstimate', 'accept', 'pay', 'requestConfirmation']);
    expect((await holdsOf(context.db, leadId)).every((hold) => hold.expiresAt === null)).toBe(true);
    const again = await payments.card(order, { token: payments.token() });
    expect(again.statusCode).toBe(409);
  });

  it('takes the whole estimate when the buyer pays in full, opened by the link token alone', async () => {
    const { leadId, orderId, token } = await acceptedQuote();
    const paid = await payByLink(orderId, token, { part: 'full' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paid: true, amountPaid: '219.75' });
    const quote = (await quoteClient(context.app).get(orderId, { 'x-quote-token': token })).json();
    expect([quote.status.id, quote.amountPaid, quote.balanceDue]).toEqual([6, '219.75', '0.00']);
    expect((await historyOf(context.db, leadId)).map((row) => row.event)).toEqual(['submit', 'sendEstimate', 'accept', 'pay', 'requestConfirmation']);
  });

  it('sends the buyer one payment-received email with what was paid and the balance, and no order confirmation', async () => {
    const { orderId, token } = await acceptedQuote();
    expect((await payByLink(orderId, token, { part: 'deposit' })).statusCode).toBe(200);
    const mails = await mailsTo(context.db, orderId);
    expect(mails.map((mail) => mail.kind).filter((kind) => !kind.startsWith('catering-estimate'))).toEqual(['catering-received', 'catering-paid']);
    const paidMail = mails.find((mail) => mail.kind === 'catering-paid')!;
    expect(paidMail.subject).toMatch(/^Payment received for catering quote \d+$/);
    expect(paidMail.text).toContain('we received your payment of $54.94');
    expect(paidMail.text).toContain('Balance due before the event: $164.81');
    expect(paidMail.text).toContain(`?token=${token}`);
  });

  it('replays a payment sent again with its Idempotency-Key and charges once', async () => {
    const { orderId, token } = await acceptedQuote();
    const headers = { 'idempotency-key': `quote-deposit-${orderId}` };
    const payments = paymentClient(context.app);
    const payload = { token: payments.token(), cardholderName: 'Ada Pit', billing: { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }, part: 'deposit' };
    const send = () => context.app.inject({ method: 'POST', url: `${PM}/orders/${orderId}/payment/card`, payload, headers: { 'x-quote-token': token, ...headers } });
    const first = await send();
    const replay = await send();
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(replay.json().payments).toHaveLength(1);
    const quote = (await quoteClient(context.app).get(orderId, { 'x-quote-token': token })).json();
    expect(quote.amountPaid).toBe('54.94');
    const otherPart = await context.app.inject({ method: 'POST', url: `${PM}/orders/${orderId}/payment/card`, payload: { ...payload, part: 'full' }, headers: { 'x-quote-token': token, ...headers } });
    expect(otherPart.statusCode).toBe(422);
  });

  it('refuses to take money for a quote that is not accepted, with the lifecycle message', async () => {
    const { order } = await estimatedQuote();
    const payments = paymentClient(context.app);
    const refused = await payments.card(order, { token: payments.token() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'catering_step_not_allowed', message: '"Pay" does not apply to a catering lead that is "Awaiting customer"' });
    const state = (await payments.state(order)).json();
    expect([state.paid, state.amountPaid]).toEqual([false, '0.00']);
  });

  it('refuses to take money once the accepted estimate expired, with the lifecycle message', async () => {
    const { leadId, orderId, token } = await acceptedQuote();
    await context.db.update(cateringEstimates).set({ validUntil: new Date(Date.now() - 60_000) }).where(eq(cateringEstimates.leadId, leadId));
    const refused = await payByLink(orderId, token, { part: 'full' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'catering_estimate_expired' });
    expect(refused.json().message).toMatch(/^The estimate expired at .+\. Ask the store for a new one$/);
    const quote = (await quoteClient(context.app).get(orderId, { 'x-quote-token': token })).json();
    expect([quote.status.id, quote.amountPaid, quote.canPay]).toEqual([4, '0.00', false]);
  });

  it('refuses a part on an everyday order, and a part that is not deposit or full', async () => {
    const store = await buildStore(context.db);
    const order = await buildPayableOrder(context.app, store);
    const payments = paymentClient(context.app);
    const refused = await payments.card(order, { token: payments.token(), part: 'deposit' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'catering_payment_part_not_for_order',
      message: `Order ${order.number} is not a catering quote's order: only a quote is paid as a deposit or in full`,
    });
    const paypal = await payments.paypal(order, { part: 'full' });
    expect([paypal.statusCode, paypal.json().code]).toEqual([422, 'catering_payment_part_not_for_order']);
    expect((await payments.state(order)).json()).toMatchObject({ paid: false, amountPaid: '0.00' });

    const { orderId, token } = await acceptedQuote();
    for (const part of ['half', '', 5, null, true, 'full\u0000', 'x'.repeat(5000)]) {
      const wrong = await payByLink(orderId, token, { part });
      expect([part, wrong.statusCode]).toEqual([part, 400]);
      expect(wrong.json().message).toEqual(expect.any(String));
    }
    const wrongPayPal = await context.app.inject({ method: 'POST', url: `${PM}/orders/${orderId}/payment/paypal`, payload: { part: 'all' }, headers: { 'x-quote-token': token } });
    expect(wrongPayPal.statusCode).toBe(400);
  });

  it("answers 404 to a link token of another quote, and to a quote's order without any token", async () => {
    const { orderId } = await acceptedQuote();
    const other = await estimatedQuote();
    expect((await payByLink(orderId, other.token, {})).statusCode).toBe(404);
    expect((await payByLink(orderId, 'x'.repeat(43), {})).statusCode).toBe(404);
    const state = await context.app.inject({ method: 'GET', url: `${PM}/orders/${orderId}/payment` });
    expect(state.statusCode).toBe(404);
  });

  it('takes the full amount through PayPal: opened for the whole estimate, captured once', async () => {
    const { orderId, token } = await acceptedQuote();
    const headers = { 'x-quote-token': token };
    const returnPath = `/catering/quotes/1/paypal-return?quoteToken=${token}&part=full`;
    const started = await context.app.inject({ method: 'POST', url: `${PM}/orders/${orderId}/payment/paypal`, payload: { part: 'full', returnPath }, headers });
    expect(started.statusCode).toBe(200);
    const { paypalOrderId, approveUrl } = started.json();
    const pathOf = (url: string) => `${new URL(url, 'http://api.test').pathname}${new URL(url, 'http://api.test').search}`;
    const page = await context.app.inject({ method: 'GET', url: pathOf(approveUrl) });
    expect(page.body).toContain('Pay $219.75');
    const confirmHref = /href="([^"]*approve\/confirm[^"]*)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
    const back = await context.app.inject({ method: 'GET', url: pathOf(confirmHref!) });
    expect(back.statusCode).toBe(303);
    const returnUrl = new URL(back.headers.location as string);
    expect(returnUrl.pathname).toBe('/catering/quotes/1/paypal-return');
    expect([returnUrl.searchParams.get('quoteToken'), returnUrl.searchParams.get('part'), returnUrl.searchParams.get('orderId')]).toEqual([token, 'full', orderId]);
    const captured = await context.app.inject({
      method: 'POST',
      url: `${PM}/orders/${orderId}/payment/paypal/capture`,
      payload: { token: paypalOrderId, payerId: returnUrl.searchParams.get('PayerID'), part: 'full' },
      headers,
    });
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ paid: true, amountPaid: '219.75' });
  });
});
