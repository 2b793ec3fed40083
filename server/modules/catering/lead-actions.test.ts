import { HttpError } from '@/server/errors';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { orderClient } from '@/server/modules/orders/test-store';
import { historyOf } from './repository';
import { buildQuoteStore, estimateInput, eventIn, holdsOf, leadActions, mailsTo, quoteClient, submitQuote } from './test-quotes';

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe.each(testDatabases())('lead actions on %s', (kind) => {
  let context: TestApp;
  let actions: ReturnType<typeof leadActions>;
  const staff = { kind: 'staff' as const, id: 'staff-7' };

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
    actions = leadActions(context.app, context.db);
  });
  afterAll(() => context.close());

  /** Each test its own store, so no test's holds fill another's kitchen. */
  const submit = async (event: object = {}) => submitQuote(context.app, context.db, await buildQuoteStore(context.db, { slotCapacity: 4 }), event);

  describe('sendEstimate', () => {
    it('prices the estimate, holds the kitchen window, moves the lead, records who did it and mails the buyer', async () => {
      const { leadId, orderId, quote } = await submit({ headcount: 60 });
      const outcome = await actions.sendEstimate(leadId, estimateInput(), staff);
      expect([outcome.event, outcome.from, outcome.to]).toEqual(['sendEstimate', 14, 2]);
      expect(outcome.before.estimate).toBeNull();
      expect(outcome.before.lead.statusId).toBe(14);
      expect(outcome.after.lead.statusId).toBe(2);
      expect(outcome.after.estimate).toMatchObject({
        version: 1, subtotal: '178.00', feesTotal: '25.00', tax: '16.75', total: '219.75', deposit: '54.94', balance: '164.81', sentBy: staff,
      });
      const holds = await holdsOf(context.db, leadId);
      expect(holds).toHaveLength(8);
      expect(holds.every((hold) => hold.places === 3 && hold.expiresAt?.getTime() === outcome.after.estimate!.validUntil.getTime())).toBe(true);
      expect(holds.at(-1)!.slotStart.getTime()).toBe(new Date(quote.event.startsAt).getTime() - 15 * 60_000);
      const history = await historyOf(context.db, leadId);
      expect(history.map((row) => [row.fromStatus, row.toStatus, row.event, row.actor.kind])).toEqual([
        [null, 14, 'submit', 'buyer'],
        [14, 2, 'sendEstimate', 'staff'],
      ]);
      const mail = (await mailsTo(context.db, orderId)).find((row) => row.kind === 'catering-estimate-1');
      for (const text of ['$219.75', '$54.94', '$164.81', '$16.75', 'Delivery', '2 × Brisket Tray', 'Accept or decline the estimate']) {
        expect(mail!.text).toContain(text);
      }
    });

    it('revises an estimate as the next version and replaces the hold', async () => {
      const { leadId } = await submit({ headcount: 30 });
      await actions.sendEstimate(leadId, estimateInput(), staff);
      const revised = await actions.sendEstimate(leadId, estimateInput({ depositRate: '0.5' }), staff);
      expect([revised.event, revised.from, revised.to, revised.after.estimate!.version]).toEqual(['reviseEstimate', 2, 2, 2]);
      expect(revised.before.estimate!.version).toBe(1);
      expect(await holdsOf(context.db, leadId)).toHaveLength(8);
    });

    it('refuses malformed prices with 400 and another actor with 403, changing nothing', async () => {
      const { leadId } = await submit();
      const bad = await refusal(actions.sendEstimate(leadId, estimateInput({ taxRate: '1.5' }), staff));
      expect([bad.statusCode, bad.message]).toEqual([400, '"taxRate" must be a fraction from 0 to 1, got "1.5"']);
      const buyer = await refusal(actions.sendEstimate(leadId, estimateInput(), { kind: 'buyer' }));
      expect([buyer.statusCode, buyer.code]).toEqual([403, 'catering_actor_not_allowed']);
      expect(await holdsOf(context.db, leadId)).toEqual([]);
      const unknown = await refusal(actions.sendEstimate('00000000-0000-4000-8000-000000000000', estimateInput(), staff));
      expect(unknown.statusCode).toBe(404);
    });

    it('refuses with 409 catering_kitchen_full when the window lacks room, and leaves the lead as it was', async () => {
      const small = await buildQuoteStore(context.db, { slotCapacity: 2 });
      const first = await submitQuote(context.app, context.db, small, { headcount: 50 });
      const second = await submitQuote(context.app, context.db, small, { headcount: 30 });
      await actions.sendEstimate(first.leadId, estimateInput(), staff);
      const full = await refusal(actions.sendEstimate(second.leadId, estimateInput(), staff));
      expect([full.statusCode, full.code]).toEqual([409, 'catering_kitchen_full']);
      expect(full.message).toMatch(/^The kitchen has 0 of the 2 places quote \d+ needs at 16:00 on \d{4}-\d\d-\d\d/);
      const after = await quoteClient(context.app).get(second.orderId, { 'x-quote-token': second.token });
      expect([after.json().status.id, after.json().estimate]).toEqual([14, null]);
    });
  });

  describe('moveLead', () => {
    it('returns before and after, and refuses steps the table does not allow', async () => {
      const { leadId } = await submit();
      const hot = await actions.moveLead(leadId, 'markHot', staff);
      expect([hot.from, hot.to, hot.before.lead.statusId, hot.after.lead.statusId]).toEqual([14, 16, 14, 16]);
      const confirm = await refusal(actions.moveLead(leadId, 'confirm', staff));
      expect([confirm.statusCode, confirm.code, confirm.message]).toEqual([409, 'catering_step_not_allowed', '"Confirm" does not apply to a catering lead that is "Hot lead"']);
      const buyerDecline = await refusal(actions.moveLead(leadId, 'decline', { kind: 'buyer' }));
      expect([buyerDecline.statusCode, buyerDecline.code]).toEqual([403, 'catering_actor_not_allowed']);
      const estimateStep = await refusal(actions.moveLead(leadId, 'sendEstimate', staff));
      expect(estimateStep.statusCode).toBe(400);
    });

    it('books the hold on accept, and releases it when the store declines', async () => {
      const { leadId, orderId, token } = await submit();
      await actions.sendEstimate(leadId, estimateInput(), staff);
      const accepted = await quoteClient(context.app).respond(orderId, { response: 'accept' }, { 'x-quote-token': token });
      expect([accepted.statusCode, accepted.json().status.id, accepted.json().canRespond]).toEqual([200, 4, false]);
      expect((await holdsOf(context.db, leadId)).every((hold) => hold.expiresAt === null)).toBe(true);
      const declined = await actions.moveLead(leadId, 'decline', staff, { reason: 'Kitchen closed for repairs' });
      expect(declined.to).toBe(12);
      expect(await holdsOf(context.db, leadId)).toEqual([]);
      expect((await historyOf(context.db, leadId)).at(-1)).toMatchObject({ event: 'decline', reason: 'Kitchen closed for repairs' });
    });

    it('lets the buyer reject with a reason, which frees the kitchen', async () => {
      const { leadId, orderId, token } = await submit();
      await actions.sendEstimate(leadId, estimateInput(), staff);
      const rejected = await quoteClient(context.app).respond(orderId, { response: 'reject', reason: ' Over budget ' }, { 'x-quote-token': token });
      expect([rejected.statusCode, rejected.json().status.id]).toEqual([200, 3]);
      expect(await holdsOf(context.db, leadId)).toEqual([]);
      const lead = await context.db.query.cateringLeads.findFirst({ where: (leads, { eq }) => eq(leads.id, leadId) });
      expect(lead!.rejectionReason).toBe('Over budget');
      const again = await quoteClient(context.app).respond(orderId, { response: 'accept' }, { 'x-quote-token': token });
      expect([again.statusCode, again.json().code]).toEqual([409, 'catering_step_not_allowed']);
    });
  });

  describe('recordOfflinePayment', () => {
    it('moves an accepted quote 4 → 5 → 6 once the money received covers the deposit', async () => {
      const { leadId, orderId, token } = await submit();
      await actions.sendEstimate(leadId, estimateInput(), staff);
      await quoteClient(context.app).respond(orderId, { response: 'accept' }, { 'x-quote-token': token });
      expect((await actions.recordOfflinePayment(leadId, { method: 'cash', amount: '20.00' }, staff)).steps).toEqual([]);
      const { steps } = await actions.recordOfflinePayment(leadId, { method: 'check', amount: '34.94', reference: '1042' }, staff);
      expect(steps.map((step) => [step.from, step.to])).toEqual([[4, 5], [5, 6]]);
      expect(steps[1]!.after.lead.amountPaid).toBe('54.94');
    });

    it('refuses "pay" as a bare step: only money takes it', async () => {
      const { leadId, orderId, token } = await submit();
      await actions.sendEstimate(leadId, estimateInput(), staff);
      await quoteClient(context.app).respond(orderId, { response: 'accept' }, { 'x-quote-token': token });
      await expect(actions.moveLead(leadId, 'pay', staff)).rejects.toMatchObject({ statusCode: 400, code: 'catering_pay_needs_payment' });
    });
  });

  describe('the kitchen hold in the everyday slots', () => {
    it('shows the reduced capacity to everyday orders in the window', async () => {
      const own = await buildQuoteStore(context.db, { slotCapacity: 4 });
      const { leadId, quote } = await submitQuote(context.app, context.db, own, { headcount: 75, ...eventIn(3) });
      await actions.sendEstimate(leadId, estimateInput(), staff);
      const orders = orderClient(context.app);
      const order = (await orders.create({ locationId: own.location.id, handoff: 'pickup', categoryId: 1 })).json();
      const days = (await orders.timeslots(order.id, order.accessToken)).json().days as { slots: { start: string; remaining: number }[] }[];
      const slots = days.flatMap((day) => day.slots);
      const remainingAt = (offsetMinutes: number) =>
        slots.find((slot) => Date.parse(slot.start) === Date.parse(quote.event.startsAt) + offsetMinutes * 60_000)?.remaining;
      expect([remainingAt(-120), remainingAt(-15), remainingAt(0), remainingAt(-135)]).toEqual([1, 1, 4, 4]);
    });
  });
});
