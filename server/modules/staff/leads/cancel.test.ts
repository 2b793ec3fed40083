/**
 * Cancelling a lead from the console on a real database: the policy's refund given back once to
 * the card (the sandbox processor's books show it) or to the gift card, the buyer's side within
 * the week, a processor that refuses the refund and the retry, the notice to the buyer, the audit
 * rows, refused inputs, and the demo-only lifecycle route.
 */
import { and, eq } from 'drizzle-orm';
import { cateringRefunds, giftCardLedger, giftCards, outboxEmails, payments, sandboxLedger, staffAuditLog } from '@/server/db/schema';
import { numberHash } from '@/server/modules/payments/gift-cards/codes';
import { eventIn, holdsOf, submitQuote, type QuoteStore } from '@/server/modules/catering/test-quotes';
import { testDatabases } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import { buildStaff, staffClient } from '../test-staff';
import { buildLeadApp, buildQuoteStore, estimatedQuote, leadClient, paidQuote, type LeadTestApp } from './test-leads';

describe.each(testDatabases())('cancelling staff leads on %s', (kind) => {
  let t: LeadTestApp;
  let leads: ReturnType<typeof leadClient>;
  let store: QuoteStore;
  let token: string;

  beforeAll(async () => {
    t = await buildLeadApp(kind, { demoMode: false });
    await buildReferenceData(t.db);
    store = await buildQuoteStore(t.db, { slotCapacity: 1000 });
    token = await staffClient(t.app).signIn(await buildStaff(t.db, { storeIds: [store.location.id] }));
    leads = leadClient(t.app);
  });
  afterAll(() => t.close());

  const refundsAtProcessor = async (orderId: string) => {
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    return t.db.select().from(sandboxLedger).where(and(eq(sandboxLedger.kind, 'refund'), eq(sandboxLedger.subject, payment!.captureReference!)));
  };

  it('cancels on the store’s side and refunds the whole deposit to the card once', async () => {
    const { quote, leadId, orderId } = await paidQuote(t, token, store);
    const before = (await leads.get(token, quote.number)).json();
    expect(before).toMatchObject({ status: { id: 6 }, amountPaid: '54.94', refundIfCancelled: { store: '54.94', buyer: '54.94' } });
    const response = await leads.cancel(token, quote.number, { party: 'store', reason: 'Kitchen flooded' });
    expect(response.statusCode).toBe(200);
    const lead = response.json();
    expect(lead).toMatchObject({ status: { id: 11 }, refunded: '54.94', steps: [] });
    expect(lead.refunds).toEqual([expect.objectContaining({ label: expect.stringContaining('4242'), amount: '54.94', status: 'succeeded', failure: null })]);
    expect(lead.history.at(-1)).toMatchObject({ event: 'cancel', from: 6, to: 11, reason: 'Kitchen flooded' });
    const processor = await refundsAtProcessor(orderId);
    expect(processor.map((row) => row.amount)).toEqual(['54.94']);
    expect(await holdsOf(t.db, leadId)).toEqual([]);
    const mails = await t.db.select().from(outboxEmails).where(and(eq(outboxEmails.orderId, orderId), eq(outboxEmails.kind, 'catering-cancelled')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your catering quote ${quote.number} is cancelled`);
    expect(mails[0]!.text).toContain('$54.94');
    const audit = await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectId, leadId), eq(staffAuditLog.action, 'lead-cancel')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { statusId: 6, amountPaid: '54.94' }, after: { statusId: 11, party: 'store', refund: '54.94' } });

    const replay = await leads.cancel(token, quote.number, { party: 'store', reason: 'Kitchen flooded' });
    expect(replay.statusCode).toBe(409);
    expect((await refundsAtProcessor(orderId)).map((row) => row.amount)).toEqual(['54.94']);
    expect((await t.db.select().from(cateringRefunds).where(eq(cateringRefunds.leadId, leadId))).length).toBe(1);
  });

  it('gives the buyer half the deposit back when they cancel within the week', async () => {
    const { quote, orderId } = await paidQuote(t, token, store, 'card', eventIn(4));
    const before = (await leads.get(token, quote.number)).json();
    expect(before.refundIfCancelled).toEqual({ store: '54.94', buyer: '27.47' });
    const response = await leads.cancel(token, quote.number, { party: 'buyer', reason: 'Party moved' });
    expect(response.json()).toMatchObject({ status: { id: 11 }, refunded: '27.47' });
    expect((await refundsAtProcessor(orderId)).map((row) => row.amount)).toEqual(['27.47']);
  });

  it('gives a gift card payment back to the gift card’s balance, with its ledger row', async () => {
    const { quote, giftCard } = await paidQuote(t, token, store, 'giftcard');
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.numberHash, numberHash(giftCard!)));
    expect(card!.balance).toBe('45.06');
    const response = await leads.cancel(token, quote.number, { event: 'decline', party: 'store', reason: 'Fully booked' });
    expect(response.json()).toMatchObject({ status: { id: 12 }, refunded: '54.94', refunds: [expect.objectContaining({ status: 'succeeded' })] });
    const [after] = await t.db.select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(after!.balance).toBe('100.00');
    const ledger = await t.db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, card!.id));
    expect(ledger.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['load', '100.00', '100.00'],
      ['spend', '-54.94', '45.06'],
      ['refund', '54.94', '100.00'],
    ]);
  });

  it('refunds a PayPal payment through the PayPal sandbox', async () => {
    const { quote, orderId } = await paidQuote(t, token, store, 'paypal');
    const response = await leads.cancel(token, quote.number, { event: 'storeClosed', party: 'store', reason: 'Power cut' });
    expect(response.json()).toMatchObject({ status: { id: 15 }, refunded: '54.94', refunds: [{ label: 'PayPal', tender: { kind: 'paypal' }, status: 'succeeded' }] });
    expect((await refundsAtProcessor(orderId)).map((row) => row.amount)).toEqual(['54.94']);
  });

  it('records a refund the processor refuses, answers 502 with the lead cancelled, and retries only that refund', async () => {
    const { quote, leadId, orderId } = await paidQuote(t, token, store);
    t.refusingRefunds.on = true;
    let response;
    try {
      response = await leads.cancel(token, quote.number, { party: 'store', reason: 'Smoker broke' });
    } finally {
      t.refusingRefunds.on = false;
    }
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'catering_refund_failed', params: { number: quote.number, amount: '54.94', currency: 'USD' } });
    expect(response.json().message).toContain('refused a refund of 54.94 USD');
    const failed = (await leads.get(token, quote.number)).json();
    expect(failed).toMatchObject({ status: { id: 11 }, refunded: '0.00', refunds: [{ status: 'failed', failure: 'The processor is refusing refunds right now' }] });
    expect(await refundsAtProcessor(orderId)).toEqual([]);

    const retried = await leads.cancel(token, quote.number, { party: 'store', reason: 'Smoker broke' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ refunded: '54.94', refunds: [{ status: 'succeeded', failure: null }] });
    expect((await refundsAtProcessor(orderId)).map((row) => row.amount)).toEqual(['54.94']);
    expect((await leads.cancel(token, quote.number, { party: 'store', reason: 'Smoker broke' })).statusCode).toBe(409);
    expect((await refundsAtProcessor(orderId)).length).toBe(1);
    const audit = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, leadId));
    // Staff read the lead between the cancel and the retry: that read is recorded too.
    expect(audit.map((row) => row.action)).toEqual(['lead-estimate', 'lead-cancel', 'read', 'lead-refund']);
    expect(audit[3]).toMatchObject({ before: { refunds: [{ status: 'failed' }] }, after: { refunds: [{ status: 'succeeded', amount: '54.94' }] } });
  });

  it('refuses to retry a refund still waiting for the processor’s answer', async () => {
    const { quote, leadId } = await paidQuote(t, token, store);
    t.refusingRefunds.on = true;
    try {
      expect((await leads.cancel(token, quote.number, { party: 'store', reason: 'Storm' })).statusCode).toBe(502);
    } finally {
      t.refusingRefunds.on = false;
    }
    // As a crash between the processor's call and its answer would leave it.
    await t.db.update(cateringRefunds).set({ status: 'pending' }).where(eq(cateringRefunds.leadId, leadId));
    const response = await leads.cancel(token, quote.number, { party: 'store', reason: 'Storm' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('catering_refund_pending');
  });

  it('cancels a lead nothing was paid for without a refund', async () => {
    const { quote } = await estimatedQuote(t, token, store);
    const response = await leads.cancel(token, quote.number, { party: 'buyer', reason: 'Changed plans' });
    expect(response.json()).toMatchObject({ status: { id: 11 }, refunded: '0.00', refunds: [] });
  });

  it.each([
    ['decline on the buyer’s side', { event: 'decline', party: 'buyer', reason: 'x' }, 400, 'catering_store_side_only'],
    ['a step that refunds nothing', { event: 'markHot', party: 'store', reason: 'x' }, 400, 'validation'],
    ['an empty reason', { party: 'store', reason: '  ' }, 400, 'validation'],
    ['no reason', { party: 'store' }, 400, 'validation'],
    ['an oversized reason', { party: 'store', reason: 'x'.repeat(501) }, 400, 'validation'],
    ['an unknown party', { party: 'kitchen', reason: 'x' }, 400, 'validation'],
    ['a NUL byte', { party: 'store', reason: 'a\u0000b' }, 400, 'validation'],
  ])('refuses %s', async (_name, body, status, code) => {
    const { quote } = await submitQuote(t.app, t.db, store);
    const response = await leads.cancel(token, quote.number, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect((await leads.get(token, quote.number)).json().status.id).toBe(14);
  });

  it('refuses to cancel once the event has started (409)', async () => {
    const { quote } = await submitQuote(t.app, t.db, store, eventIn(3));
    t.setAhead(4 * 24 * 3600 * 1000);
    try {
      const later = await staffClient(t.app).signIn(await buildStaff(t.db, { storeIds: [store.location.id] }));
      const response = await leads.cancel(later, quote.number, { party: 'store', reason: 'Too late' });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('catering_event_started');
    } finally {
      t.setAhead(0);
    }
  });

  it('has no lifecycle route outside demo mode', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/online-ordering/dev/catering-lifecycle', payload: { now: new Date().toISOString() } });
    expect(response.statusCode).toBe(404);
  });
});

describe.each(testDatabases())('the demo lifecycle route on %s', (kind) => {
  let t: LeadTestApp;

  beforeAll(async () => {
    t = await buildLeadApp(kind, { demoMode: true });
    await buildReferenceData(t.db);
  });
  afterAll(() => t.close());

  it('runs the lifecycle as of an instant: the estimate expires and its kitchen hold is released', async () => {
    const store = await buildQuoteStore(t.db, { slotCapacity: 1000 });
    const token = await staffClient(t.app).signIn(await buildStaff(t.db, { storeIds: [store.location.id] }));
    const { quote, leadId } = await estimatedQuote(t, token, store, eventIn(20));
    const lead = (await leadClient(t.app).get(token, quote.number)).json();
    expect((await holdsOf(t.db, leadId)).length).toBeGreaterThan(0);
    const after = new Date(new Date(lead.estimate.validUntil).getTime() + 60_000).toISOString();
    const url = '/online-ordering/dev/catering-lifecycle';
    const response = await t.app.inject({ method: 'POST', url, payload: { now: after } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ now: after, moved: expect.any(Number) });
    expect(response.json().moved).toBeGreaterThanOrEqual(1);
    expect((await leadClient(t.app).get(token, quote.number)).json().status.id).toBe(17);
    expect(await holdsOf(t.db, leadId)).toEqual([]);
    for (const payload of [{}, { now: 'tomorrow' }, { now: '2030-02-30T10:00:00Z' }, { now: 5 }, { now: '2030-03-01T10:00:00Z', extra: 1 }]) {
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(400);
    }
  });
});
