/**
 * Staff record money a quote's buyer paid the store directly, and never take a lead to paid
 * without money: the payment is a real payment of the quote's order, bounded by what is still
 * owed, with the effects of a buyer's payment (the lead 4 → 5 → 6, the order paid), audited.
 */
import { and, eq } from 'drizzle-orm';
import { orders, payments, staffAuditLog } from '@/server/db/schema';
import { historyOf } from '@/server/modules/catering/repository';
import { mailsTo, quoteClient, type QuoteStore } from '@/server/modules/catering/test-quotes';
import { testDatabases } from '@/server/test/databases';
import { buildStaff, staffClient } from '../test-staff';
import { buildDallasAndAustin, buildLeadApp, estimatedQuote, paidQuote, type LeadClient, type LeadTestApp } from './test-leads';

describe.each(testDatabases())('offline payments of catering leads on %s', (kind) => {
  let t: LeadTestApp;
  let leads: LeadClient;
  let dallas: QuoteStore;
  let austin: QuoteStore;
  let staffToken: string;
  let austinToken: string;
  let staffId: number;

  beforeAll(async () => {
    t = await buildLeadApp(kind);
    ({ dallas, austin, staffId, staffToken, leads } = await buildDallasAndAustin(t));
    austinToken = await staffClient(t.app).signIn(await buildStaff(t.db, { storeIds: [austin.location.id] }));
  });
  afterAll(() => t.close());

  /** An estimate of 219.75 (deposit 54.94) the buyer accepted: awaiting payment. */
  async function acceptedQuote() {
    const quote = await estimatedQuote(t, staffToken, dallas);
    const accepted = await quoteClient(t.app).respond(quote.orderId, { response: 'accept' }, { 'x-quote-token': quote.token });
    expect(accepted.json().status.id).toBe(4);
    return quote;
  }

  const orderOf = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const paymentsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));

  it('refuses "pay" as a bare step, and no longer offers it among the steps', async () => {
    const { quote, orderId } = await acceptedQuote();
    const lead = (await leads.get(staffToken, quote.number)).json();
    expect(lead.steps.map((step: { event: string }) => step.event)).not.toContain('pay');
    expect(lead.offlinePaymentOwed).toBe('219.75');
    const moved = await leads.move(staffToken, quote.number, { event: 'pay' });
    expect([moved.statusCode, moved.json().code]).toEqual([400, 'catering_pay_needs_payment']);
    const after = (await leads.get(staffToken, quote.number)).json();
    expect([after.status.id, after.amountPaid]).toEqual([4, '0.00']);
    expect((await orderOf(orderId)).statusId).toBe(1);
    expect(await paymentsOf(orderId)).toEqual([]);
  });

  it('records cash that covers the deposit as a payment of the order: the lead and the order are paid, the buyer mailed, the step audited', async () => {
    const { quote, orderId, leadId } = await acceptedQuote();
    const response = await leads.pay(staffToken, quote.number, { method: 'cash', amount: '60', reference: 'Till 2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: { id: 6 }, amountPaid: '60.00', balanceDue: '159.75', offlinePaymentOwed: '159.75' });
    expect((await historyOf(t.db, leadId)).map((row) => [row.event, row.actor.kind])).toEqual([
      ['submit', 'buyer'], ['sendEstimate', 'staff'], ['accept', 'buyer'], ['pay', 'staff'], ['requestConfirmation', 'system'],
    ]);
    const order = await orderOf(orderId);
    expect(order.statusId).toBe(2);
    expect(order.paidAt).not.toBeNull();
    const [payment] = await paymentsOf(orderId);
    expect(payment).toMatchObject({ method: 'offline', amount: '60.00', currency: 'USD', label: 'Cash · Till 2' });
    const audit = await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectId, leadId), eq(staffAuditLog.action, 'lead-payment')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId,
      before: { statusId: 4, amountPaid: '0.00' },
      after: { statusId: 6, amountPaid: '60.00', payment: { id: payment!.id, method: 'cash', amount: '60.00', reference: 'Till 2' }, steps: ['pay', 'requestConfirmation'] },
    });
    const paidMail = (await mailsTo(t.db, orderId)).find((mail) => mail.kind === 'catering-paid');
    expect(paidMail?.text).toContain('$60.00');

    // The balance later, by check: the status stays; paying more than is owed is refused.
    const over = await leads.pay(staffToken, quote.number, { method: 'check', amount: '159.76' });
    expect([over.statusCode, over.json().code, over.json().params]).toEqual([422, 'catering_payment_over_owed', { number: quote.number, amount: '159.75', currency: 'USD' }]);
    const balance = await leads.pay(staffToken, quote.number, { method: 'check', amount: '159.75', reference: '1042' });
    expect(balance.json()).toMatchObject({ status: { id: 6 }, amountPaid: '219.75', balanceDue: '0.00', offlinePaymentOwed: null });
    expect((await paymentsOf(orderId)).map((row) => [row.amount, row.label])).toEqual([['60.00', 'Cash · Till 2'], ['159.75', 'Check · 1042']]);
    const nothing = await leads.pay(staffToken, quote.number, { method: 'cash', amount: '1' });
    expect([nothing.statusCode, nothing.json().code]).toEqual([409, 'catering_nothing_owed']);
  });

  it('keeps a part below the deposit on the lead without paying it, and the buyer then owes only the rest online', async () => {
    const { quote, orderId, orderToken } = await acceptedQuote();
    const part = await leads.pay(staffToken, quote.number, { method: 'bank-transfer', amount: '20.00' });
    expect(part.json()).toMatchObject({ status: { id: 4 }, amountPaid: '20.00' });
    expect((await orderOf(orderId)).statusId).toBe(1);
    const state = await t.app.inject({ method: 'GET', url: `/online-ordering/payment-management/orders/${orderId}/payment`, headers: { 'x-order-token': orderToken } });
    expect(state.json().amountPaid).toBe('20.00');
  });

  it('refuses a payment before the buyer accepted, with the lifecycle message, and takes nothing', async () => {
    const { quote, orderId } = await estimatedQuote(t, staffToken, dallas);
    const response = await leads.pay(staffToken, quote.number, { method: 'cash', amount: '54.94' });
    expect([response.statusCode, response.json().code]).toEqual([409, 'catering_step_not_allowed']);
    expect(response.json().message).toBe('"Pay" does not apply to a catering lead that is "Awaiting customer"');
    expect(await paymentsOf(orderId)).toEqual([]);
  });

  it.each([
    ['no amount', { method: 'cash' }],
    ['a zero amount', { method: 'cash', amount: '0.00' }],
    ['a negative amount', { method: 'cash', amount: '-5' }],
    ['three decimals', { method: 'cash', amount: '5.001' }],
    ['an unknown method', { method: 'barter', amount: '5' }],
    ['an oversized reference', { method: 'check', amount: '5', reference: 'x'.repeat(61) }],
    ['an extra field', { method: 'cash', amount: '5', paid: true }],
  ])('refuses %s with a 400', async (_name, body) => {
    const { quote } = await acceptedQuote();
    const response = await leads.pay(staffToken, quote.number, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation');
  });

  it('answers 404 for another store’s lead and 401 without a staff token', async () => {
    const { quote, orderId } = await acceptedQuote();
    const other = await leads.pay(austinToken, quote.number, { method: 'cash', amount: '54.94' });
    expect(other.statusCode).toBe(404);
    expect((await leads.pay(undefined, quote.number, { method: 'cash', amount: '54.94' })).statusCode).toBe(401);
    expect(await paymentsOf(orderId)).toEqual([]);
  });

  it('gives an offline payment back from the store when the lead is cancelled on the store’s side', async () => {
    const { quote } = await acceptedQuote();
    await leads.pay(staffToken, quote.number, { method: 'cash', amount: '54.94' });
    const cancelled = await leads.cancel(staffToken, quote.number, { party: 'store', reason: 'Smoker broke' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().refunds).toEqual([expect.objectContaining({ label: 'Cash', amount: '54.94', status: 'succeeded' })]);
  });

  it('takes a balance on a lead the buyer paid online', async () => {
    const { quote, orderId } = await paidQuote(t, staffToken, dallas);
    const response = await leads.pay(staffToken, quote.number, { method: 'card-present', amount: '164.81', reference: 'Slip 88' });
    expect(response.json()).toMatchObject({ status: { id: 6 }, amountPaid: '219.75', balanceDue: '0.00' });
    expect((await paymentsOf(orderId)).map((row) => row.method)).toEqual(['card', 'offline']);
  });
});
