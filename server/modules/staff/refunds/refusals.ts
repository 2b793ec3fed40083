/** A refused refund plan (domain/payments/refunds.ts) as the API's error: status, code and the message with its numbers. */
import type { ErrorCode } from '@/domain/error-codes';
import { interpolate } from '@/domain/interpolate';
import type { RefundPlan } from '@/domain/payments/refunds';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import { refusalOfStatus, type HttpError } from '@/server/errors';

type Refusal = Exclude<RefundPlan, { ok: true }>;

const REFUSALS: Record<Refusal['reason'], { status: 409 | 422; code: ErrorCode; message: string }> = {
  'nothing-refundable': { status: 409, code: 'refund_nothing_left', message: STAFF_MESSAGES.refundNothingLeft },
  'over-refundable': { status: 409, code: 'refund_over_refundable', message: STAFF_MESSAGES.refundOverRefundable },
  'over-payment': { status: 409, code: 'refund_over_payment', message: STAFF_MESSAGES.refundOverPayment },
  'unknown-payment': { status: 422, code: 'refund_unknown_payment', message: STAFF_MESSAGES.refundUnknownPayment },
  'payment-twice': { status: 422, code: 'refund_payment_twice', message: STAFF_MESSAGES.refundPaymentTwice },
  'amount-mismatch': { status: 422, code: 'refund_amount_mismatch', message: STAFF_MESSAGES.refundAmountMismatch },
};

/**
 * `context`: the order's number and currency, the amount asked, and the label of each payment by
 * id. Params: number, currency, amount, max (what may still go back), total (of the payments
 * named), id and label (the payment at fault).
 */
export function refundRefusal(refusal: Refusal, context: { number: string; currency: string; amount?: string; labels: Map<string, string> }): HttpError {
  const { status, code, message } = REFUSALS[refusal.reason];
  const params: Record<string, string> = { number: context.number, currency: context.currency, amount: context.amount ?? '' };
  if ('refundable' in refusal) params.max = refusal.refundable;
  if ('total' in refusal) params.total = refusal.total;
  if ('paymentId' in refusal) Object.assign(params, { id: refusal.paymentId, label: context.labels.get(refusal.paymentId) ?? refusal.paymentId });
  return refusalOfStatus(status, interpolate(message, params), { code, params });
}
