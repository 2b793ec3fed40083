/**
 * The lead steps the staff side calls (it owns staff sign-in and routes; these take the actor it
 * vouches for): send or revise an estimate, record money the buyer paid the store, and any other
 * step of the lifecycle table but "pay", which only money takes. Each runs
 * in one transaction with the lead locked and returns the lead before and after, for the audit.
 *
 * Sending an estimate prices it with domain/catering estimateTotals, keeps it as the next
 * version, holds the event's kitchen window until it expires (409 `catering_kitchen_full` when
 * the window lacks room), moves the lead and, after commit, emails the buyer the estimate.
 */
import {
  estimateTotals,
  estimateValidUntil,
  LEAD_STATUS,
  transition,
  type EstimateInput,
  type EstimateTotals,
  type LeadEvent,
  type LeadStatusId,
} from '@/domain/catering';
import { toMoneyString } from '@/domain/money';
import type { Database } from '@/server/db/client';
import type { EstimateFeeRow, EstimateLineRow } from '@/server/db/schema';
import { BadRequestError } from '@/server/errors';
import type { OrderLifecycle } from '@/server/modules/orders';
import { placeHold } from './capacity';
import { sendLeadMail, type CateringMailDeps } from './mail';
import { actorRow, lockedSnapshot, moveLocked, payNeedsPayment, recordMove, refusalError, type LeadActor, type MoveOutcome } from './moves';
import { recordOfflinePayment, type OfflinePaymentInput, type OfflinePaymentOutcome, type RecordPayment } from './offline-payment';
import { domainLead } from './presenter';
import { insertEstimate, leadLocation, type NewEstimateRow } from './repository';

export type LeadActionDeps = CateringMailDeps & {
  clock?: () => Date;
  /** The order lifecycle money recorded by staff marks the quote's order paid through (required to record it). */
  lifecycle?: OrderLifecycle;
};

/**
 * Written in the step's own transaction (the staff audit row): the step and its record commit
 * together or not at all.
 */
export type RecordStep = (tx: Database, outcome: MoveOutcome, now: Date) => Promise<void>;

/** Requests not yet estimated take "send estimate"; any later estimate is a revision. */
const FIRST_ESTIMATE_FROM: readonly LeadStatusId[] = [LEAD_STATUS.lead, LEAD_STATUS.customerCreatedLead, LEAD_STATUS.hotLead];

/** Steps with their own action: estimates carry a price, the submit step a request, paying money. */
const NOT_MOVES: readonly LeadEvent[] = ['submit', 'sendEstimate', 'reviseEstimate'];

function priced(input: EstimateInput) {
  try {
    return estimateTotals(input);
  } catch (error) {
    if (error instanceof RangeError) throw new BadRequestError(error.message);
    throw error;
  }
}

type EstimateParts = {
  leadId: string;
  version: number;
  input: EstimateInput;
  totals: EstimateTotals;
  validUntil: Date;
  actor: LeadActor;
  now: Date;
};

/** The stored estimate: each line and fee with its priced amount, the totals, who sent it and when. */
function estimateRow({ leadId, version, input, totals, validUntil, actor, now }: EstimateParts): NewEstimateRow {
  const lines: EstimateLineRow[] = input.lines.map((line, index) => ({
    kind: line.kind,
    itemId: line.kind === 'menu' ? line.itemId : null,
    title: line.title,
    quantity: line.quantity,
    unitPrice: toMoneyString(line.unitPrice),
    amount: toMoneyString(totals.lines[index]!.amount),
  }));
  const fees: EstimateFeeRow[] = input.fees.map((fee, index) => ({
    title: fee.title,
    taxable: fee.taxable,
    rate: 'rate' in fee ? fee.rate : null,
    amount: toMoneyString(totals.feeLines[index]!.amount),
  }));
  return {
    leadId,
    version,
    lines,
    fees,
    taxRate: input.taxRate,
    taxExempt: input.taxExempt,
    depositRate: input.depositRate,
    subtotal: toMoneyString(totals.subtotal),
    feesTotal: toMoneyString(totals.fees),
    tax: toMoneyString(totals.tax),
    total: toMoneyString(totals.total),
    deposit: toMoneyString(totals.deposit),
    balance: toMoneyString(totals.balance),
    validUntil,
    sentAt: now,
    sentBy: actorRow(actor),
  };
}

export function createLeadActions(deps: LeadActionDeps) {
  const { db, clock = () => new Date() } = deps;

  return {
    async sendEstimate(leadId: string, input: EstimateInput, actor: LeadActor, record?: RecordStep): Promise<MoveOutcome> {
      const totals = priced(input);
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const before = await lockedSnapshot(tx, leadId);
        const { lead } = before;
        const validUntil = estimateValidUntil(now, lead.eventStartsAt);
        const event: LeadEvent = FIRST_ESTIMATE_FROM.includes(lead.statusId as LeadStatusId) ? 'sendEstimate' : 'reviseEstimate';
        const proposed = { total: toMoneyString(totals.total), deposit: toMoneyString(totals.deposit), validUntil };
        const step = transition({ ...domainLead(lead, null), estimate: proposed }, event, actor.kind, now);
        if (!step.ok) throw refusalError(step);
        const version = (before.estimate?.version ?? 0) + 1;
        await insertEstimate(tx, estimateRow({ leadId, version, input, totals, validUntil, actor, now }));
        const { slotCapacity } = await leadLocation(tx, lead.locationId);
        await placeHold(tx, lead, slotCapacity, validUntil, now);
        const moved = await recordMove(tx, before, { event, to: step.to, actor, now });
        await record?.(tx, moved, now);
        return moved;
      });
      await sendLeadMail(deps, leadId, { kind: 'estimate' });
      return outcome;
    },

    /** Any other step of the table (confirm, decline, cancel, markHot, accept on the buyer's behalf...). */
    async moveLead(
      leadId: string,
      event: LeadEvent,
      actor: LeadActor,
      options: { reason?: string | null; record?: RecordStep } = {},
    ): Promise<MoveOutcome> {
      if (event === 'pay') throw payNeedsPayment();
      if (NOT_MOVES.includes(event)) throw new BadRequestError(`"${event}" is not a step of its own: use the estimate or request action`);
      const now = clock();
      return db.transaction(async (tx) => {
        const moved = await moveLocked(tx, await lockedSnapshot(tx, leadId), event, actor, now, options);
        await options.record?.(tx, moved, now);
        return moved;
      });
    },

    /**
     * Money the buyer paid the store directly, recorded as a payment of the quote's order
     * (offline-payment.ts), in its own transaction with `record`; when it paid for the event,
     * the order's outbox emails the buyer after commit (the receipts module's listener).
     */
    async recordOfflinePayment(leadId: string, input: OfflinePaymentInput, actor: LeadActor, record?: RecordPayment): Promise<OfflinePaymentOutcome> {
      const { lifecycle } = deps;
      if (!lifecycle) throw new Error('The lead actions were built without the order lifecycle: they cannot record a payment');
      const now = clock();
      const outcome = await db.transaction((tx) => recordOfflinePayment(lifecycle, tx, leadId, input, actor, now, record));
      if (outcome.steps.length > 0) await lifecycle.nudge(outcome.after.lead.orderId);
      return outcome;
    },
  };
}

export type LeadActions = ReturnType<typeof createLeadActions>;
