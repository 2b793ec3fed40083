/**
 * Staff record money a quote's buyer paid the store directly (domain/catering/offline-payment.ts):
 * a real payment of the quote's order, with the effects of a buyer's payment of that amount.
 * In one transaction, the order locked first and then the lead (the order payment path's order):
 * - refused while a buyer's card payment of the order is in flight (409), when the table does
 *   not let staff take "pay" now (409/403 with its code), when nothing is owed (409
 *   `catering_nothing_owed`) and above what is still owed on the estimate (422
 *   `catering_payment_over_owed`);
 * - writes the payment (method 'offline', labelled with how it was paid and its reference),
 *   adds it to what the lead received, and once that covers the deposit of a lead awaiting
 *   payment moves it 4 → 5 → 6 and marks the order paid (the order lifecycle's `paid`: its
 *   points earned, its rewards used);
 * - the caller's `record` (the staff audit row) commits with it.
 * After commit the buyer gets the quote's "payment received" email, as after paying online.
 */
import { CATERING_ERROR_CODES, CATERING_MESSAGES, offlinePaymentOpening, offlineAmountProblem, type OfflinePaymentMethod } from '@/domain/catering';
import { interpolate } from '@/domain/interpolate';
import { toMoneyString } from '@/domain/money';
import type { Database } from '@/server/db/client';
import { BadRequestError, ConflictError, UnprocessableError } from '@/server/errors';
import { type OrderLifecycle, markOrderPaid, lockOrder } from '@/server/modules/orders';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import { quoteNotFound } from './access';
import { lockedSnapshot, recordLeadPayment, refusalError, type LeadActor, type LeadSnapshot, type MoveOutcome } from './moves';
import { domainLead } from './presenter';
import { findLead, insertOrderPayment, paymentInFlight, type LeadRow } from './repository';

/** The payment type of money recorded by staff (charge 2, gift card 4, special discount 6, paypal 13). */
export const OFFLINE_PAYMENT_TYPE_ID = 1;

const METHOD_LABELS: Record<OfflinePaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  'card-present': 'Card at the store',
  'bank-transfer': 'Bank transfer',
};

export type OfflinePaymentInput = { method: OfflinePaymentMethod; amount: string; reference?: string | null };

export type OfflinePaymentOutcome = {
  paymentId: string;
  amount: string;
  before: LeadSnapshot;
  after: LeadSnapshot;
  /** The steps the money took: pay and ask the store to confirm, or none. */
  steps: MoveOutcome[];
};

/** Written in the payment's transaction (the staff audit row). */
export type RecordPayment = (tx: Database, outcome: OfflinePaymentOutcome, now: Date) => Promise<void>;

/** 'Check · 1042': how it was paid, and the reference staff gave. */
export function offlinePaymentLabel(method: OfflinePaymentMethod, reference: string | null): string {
  return (reference ? `${METHOD_LABELS[method]} · ${reference}` : METHOD_LABELS[method]).slice(0, 80);
}

function refused(lead: LeadRow, snapshot: LeadSnapshot, amount: string, now: Date): void {
  const opening = offlinePaymentOpening(domainLead(snapshot.lead, snapshot.estimate), now);
  if (!opening.ok && opening.reason === 'step') throw refusalError(opening.refusal);
  if (!opening.ok) {
    const params = { number: lead.number };
    throw new ConflictError(interpolate(CATERING_MESSAGES.nothingOwed, params), { code: CATERING_ERROR_CODES.nothingOwed, params });
  }
  const problem = offlineAmountProblem(amount, opening.owed);
  if (problem === 'amountInvalid') throw new BadRequestError(`"amount" must be above zero with at most 2 decimals, got "${amount}"`);
  if (problem === 'amountOverOwed') {
    const params = { number: lead.number, amount: opening.owed, currency: lead.currency.toUpperCase() };
    throw new UnprocessableError(interpolate(CATERING_MESSAGES.paymentOverOwed, { ...params, amount: `${opening.owed} ${params.currency}` }), undefined, {
      code: CATERING_ERROR_CODES.paymentOverOwed,
      params,
    });
  }
}

/** Inside `tx`: records the payment and takes the steps it pays for; throws the refusals of the module comment. */
export async function recordOfflinePayment(
  lifecycle: Pick<OrderLifecycle, 'publish'>,
  tx: Database,
  leadId: string,
  input: OfflinePaymentInput,
  actor: LeadActor,
  now: Date,
  record?: RecordPayment,
): Promise<OfflinePaymentOutcome> {
  const found = await findLead(tx, leadId);
  if (!found) throw quoteNotFound(leadId);
  const order = await lockOrder(tx, found.orderId);
  if (!order) throw quoteNotFound(leadId);
  const before = await lockedSnapshot(tx, leadId);
  if (await paymentInFlight(tx, order.id)) {
    throw new ConflictError(`A payment for order ${order.number} is already in progress; wait a moment, then check the order`);
  }
  const amount = input.amount.trim();
  refused(before.lead, before, amount, now);
  const reference = input.reference?.trim() || null;
  const paymentId = await insertOrderPayment(tx, {
    orderId: order.id,
    method: 'offline',
    paymentTypeId: OFFLINE_PAYMENT_TYPE_ID,
    amount: toMoneyString(amount),
    currency: order.currency,
    label: offlinePaymentLabel(input.method, reference),
    tender: { kind: 'offline', method: input.method, reference },
    createdAt: now,
  });
  const steps = await recordLeadPayment(tx, leadId, amount, actor, now);
  if (steps.length > 0 && order.statusId === ORDER_STATUS.open) {
    await markOrderPaid(lifecycle, tx, { order }, now, { paidBy: 'staff', asQuote: true });
  }
  const after = await lockedSnapshot(tx, leadId);
  const outcome = { paymentId, amount: toMoneyString(amount), before, after, steps };
  await record?.(tx, outcome, now);
  return outcome;
}
