/**
 * What staff may type in the refund form: the amount's shape and its ceiling, and the reason's
 * length. A file of its own, compared exactly on the digits (domain/amounts) without decimal.js,
 * because the staff console checks the form in the browser; ./refunds.ts plans the refund itself.
 */
import { compareAmounts } from '@/domain/amounts';

/** The longest reason staff may give for a refund (the form and the API both check it). */
export const REFUND_REASON_MAX = 500;

/** Money a refund may move: 1 cent up to this, in a 2-decimal string. */
export const REFUND_AMOUNT_PATTERN = /^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/;

export type RefundAmountProblem = 'amountInvalid' | 'amountOverRefundable';

/** Whether `amount` is money a refund may move: more than 0, at most 2 decimals, no spaces. */
export function isRefundAmount(amount: string): boolean {
  return REFUND_AMOUNT_PATTERN.test(amount) && compareAmounts(amount, 0) > 0;
}

/** What is wrong with an amount typed in the refund form (spaces around it allowed), or null: a refund amount, at most `max`. */
export function refundAmountProblem(amount: string, max: string): RefundAmountProblem | null {
  const text = amount.trim();
  if (!isRefundAmount(text)) return 'amountInvalid';
  return compareAmounts(text, max) > 0 ? 'amountOverRefundable' : null;
}
