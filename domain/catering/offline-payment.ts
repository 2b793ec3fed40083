/**
 * Money a quote's buyer paid the store directly (cash, a check, a card at the counter, a bank
 * transfer), which staff record on the lead. It is the only way staff take a lead to paid: the
 * table's "pay" step follows money, never a click.
 * - While the lead awaits payment (4), the "pay" step must be open to staff (the estimate still
 *   valid, the event ahead); once what was received covers the deposit, the lead is paid.
 * - Once paid or booked (5, 6, 13, 9, 8, 7), a payment goes towards the balance; the status stays.
 * - Never more than is still owed on the estimate, and never when nothing is.
 * Amounts are decimal strings worked on with domain/amounts (no floats). This file holds what
 * the console's form checks too (it loads no decimal.js); when a payment may be recorded is in
 * offline-payment-opening.ts.
 */
import { compareAmounts } from '../amounts';
import type { MoneyString } from './lead';

export const OFFLINE_PAYMENT_METHODS = ['cash', 'check', 'card-present', 'bank-transfer'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

export const OFFLINE_PAYMENT_LIMITS = { reference: { max: 60 }, amountDigits: 7 } as const;

/** A positive amount with at most 2 decimals: '120', '54.94'. */
export const OFFLINE_AMOUNT_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

const OFFLINE_PAYMENT_MESSAGES = {
  methodRequired: 'Choose how the buyer paid',
  amountInvalid: 'Enter an amount above zero, like 120 or 54.94',
  amountOverOwed: 'At most [amount] is still owed',
  referenceTooLong: 'A reference takes at most [max] characters',
  confirmRequired: 'Confirm that the store received this money',
} as const;

export type OfflinePaymentMessageName = keyof typeof OFFLINE_PAYMENT_MESSAGES;

/** The problem of an amount staff typed, against what is still owed. */
export function offlineAmountProblem(amount: string, owed: MoneyString): OfflinePaymentMessageName | null {
  const text = amount.trim();
  if (!OFFLINE_AMOUNT_PATTERN.test(text) || compareAmounts(text, 0) <= 0) return 'amountInvalid';
  return compareAmounts(text, owed) > 0 ? 'amountOverOwed' : null;
}

export function offlineReferenceProblem(reference: string): OfflinePaymentMessageName | null {
  return reference.trim().length > OFFLINE_PAYMENT_LIMITS.reference.max ? 'referenceTooLong' : null;
}

export function isOfflinePaymentMethod(value: unknown): value is OfflinePaymentMethod {
  return typeof value === 'string' && (OFFLINE_PAYMENT_METHODS as readonly string[]).includes(value);
}
