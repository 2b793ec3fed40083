/**
 * How a staff refund is spread over an order's payments. Pure: the caller gives each payment with
 * what it still holds (its amount minus what was already refunded of it, or is being refunded).
 * - A payment never gives back more than it still holds; free payments hold nothing.
 * - Without a choice of payments, the amount goes to the card first (card, wallet, PayPal),
 *   then the gift card, then money the store took directly (offline), newest first within each.
 * - Staff may name the payments and amounts themselves: their order is kept; each named payment
 *   must be the order's, named once, and hold what is asked of it.
 */
import { Decimal, toMoneyString } from '../money';

export { isRefundAmount, REFUND_AMOUNT_PATTERN, REFUND_REASON_MAX, refundAmountProblem, type RefundAmountProblem } from './refund-amount';

export type RefundKind = 'card' | 'giftcard' | 'offline' | 'none';

/** card, Apple Pay, Google Pay and PayPal go back through the processor; a free payment holds nothing. */
export function refundKindOf(method: string): RefundKind {
  if (method === 'card' || method === 'apple_pay' || method === 'google_pay' || method === 'paypal') return 'card';
  if (method === 'giftcard' || method === 'offline') return method;
  return 'none';
}

const KIND_ORDER: Record<RefundKind, number> = { card: 0, giftcard: 1, offline: 2, none: 3 };

export type RefundablePayment = { id: string; method: string; amount: string; refunded: string };
export type RefundPart = { paymentId: string; amount: string };

export type RefundPlan =
  | { ok: true; parts: RefundPart[]; total: string }
  | { ok: false; reason: 'nothing-refundable' }
  | { ok: false; reason: 'over-refundable'; refundable: string }
  | { ok: false; reason: 'unknown-payment'; paymentId: string }
  | { ok: false; reason: 'payment-twice'; paymentId: string }
  | { ok: false; reason: 'over-payment'; paymentId: string; refundable: string }
  | { ok: false; reason: 'amount-mismatch'; total: string };

/** What a payment may still give back (never below zero). */
export function refundableOf(payment: RefundablePayment): Decimal {
  if (refundKindOf(payment.method) === 'none') return new Decimal(0);
  return Decimal.max(new Decimal(payment.amount).minus(payment.refunded), 0);
}

/** The payments in the order a refund takes them by default. */
export function defaultRefundOrder<T extends RefundablePayment>(payments: readonly T[]): T[] {
  return payments
    .map((payment, index) => ({ payment, index }))
    .sort((a, b) => KIND_ORDER[refundKindOf(a.payment.method)] - KIND_ORDER[refundKindOf(b.payment.method)] || b.index - a.index)
    .map(({ payment }) => payment);
}

function planNamed(payments: readonly RefundablePayment[], named: readonly RefundPart[], amount: string | undefined): RefundPlan {
  const seen = new Set<string>();
  let total = new Decimal(0);
  for (const part of named) {
    const payment = payments.find((candidate) => candidate.id === part.paymentId);
    if (!payment) return { ok: false, reason: 'unknown-payment', paymentId: part.paymentId };
    if (seen.has(part.paymentId)) return { ok: false, reason: 'payment-twice', paymentId: part.paymentId };
    seen.add(part.paymentId);
    const refundable = refundableOf(payment);
    if (new Decimal(part.amount).greaterThan(refundable)) return { ok: false, reason: 'over-payment', paymentId: part.paymentId, refundable: toMoneyString(refundable) };
    total = total.plus(part.amount);
  }
  if (amount !== undefined && !total.equals(amount)) return { ok: false, reason: 'amount-mismatch', total: toMoneyString(total) };
  return { ok: true, parts: named.map((part) => ({ paymentId: part.paymentId, amount: toMoneyString(part.amount) })), total: toMoneyString(total) };
}

/** Spreads `amount` (everything refundable when undefined) over the payments, or names why not. */
export function planRefund(payments: readonly RefundablePayment[], request: { amount?: string; payments?: readonly RefundPart[] }): RefundPlan {
  const refundable = payments.reduce((sum, payment) => sum.plus(refundableOf(payment)), new Decimal(0));
  if (refundable.lessThanOrEqualTo(0)) return { ok: false, reason: 'nothing-refundable' };
  if (request.payments && request.payments.length > 0) return planNamed(payments, request.payments, request.amount);
  const wanted = request.amount === undefined ? refundable : new Decimal(request.amount);
  if (wanted.greaterThan(refundable)) return { ok: false, reason: 'over-refundable', refundable: toMoneyString(refundable) };
  let left = wanted;
  const parts: RefundPart[] = [];
  for (const payment of defaultRefundOrder(payments)) {
    if (left.lessThanOrEqualTo(0)) break;
    const part = Decimal.min(left, refundableOf(payment));
    if (part.lessThanOrEqualTo(0)) continue;
    parts.push({ paymentId: payment.id, amount: toMoneyString(part) });
    left = left.minus(part);
  }
  return { ok: true, parts, total: toMoneyString(wanted) };
}
