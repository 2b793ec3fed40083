/**
 * Amounts a payment moves: decimal strings with at most 2 decimals, more than zero (a zero
 * total is settled by the "free" method, never charged). Normalised to exactly 2 decimals.
 */
import { Decimal, toMoneyString } from '../money';

/** Up to 10 whole digits: the largest amount numeric(12,2) can store. */
const PAYMENT_AMOUNT = /^\d{1,10}(?:\.\d{1,2})?$/;

type PaymentAmountCheck = { ok: true; amount: string } | { ok: false; message: string };

/** `input` as a 2-decimal amount string ('12.5' → '12.50'), or why it is not a payable amount. */
export function parsePaymentAmount(input: unknown): PaymentAmountCheck {
  if (typeof input !== 'string') {
    return { ok: false, message: `Amount must be a decimal string such as "12.50", not a ${typeof input}` };
  }
  if (!PAYMENT_AMOUNT.test(input) || new Decimal(input).isZero()) {
    return {
      ok: false,
      message: `Amount "${input}" must be above zero with at most 2 decimals, such as "12.50"`,
    };
  }
  return { ok: true, amount: toMoneyString(input) };
}

/** Whether `amount` is more than `limit` (both decimal strings). */
export function exceeds(amount: string, limit: string): boolean {
  return new Decimal(amount).greaterThan(limit);
}
