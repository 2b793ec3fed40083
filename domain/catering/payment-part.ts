/**
 * What the buyer of an accepted quote pays: the estimate's deposit (the default) or its whole
 * total. Either books the event; what is left of the total is the balance due before it.
 */
import { Decimal, toMoneyString } from '../money';

export const QUOTE_PAYMENT_PARTS = ['deposit', 'full'] as const;

export type QuotePaymentPart = (typeof QUOTE_PAYMENT_PARTS)[number];

export const DEFAULT_QUOTE_PAYMENT_PART: QuotePaymentPart = 'deposit';

export function isQuotePaymentPart(value: unknown): value is QuotePaymentPart {
  return typeof value === 'string' && (QUOTE_PAYMENT_PARTS as readonly string[]).includes(value);
}

/** The amount the chosen part asks for: the deposit, or the estimate's total. */
export function quotePartAmount(estimate: { deposit: string; total: string }, part: QuotePaymentPart): string {
  return toMoneyString(new Decimal(part === 'full' ? estimate.total : estimate.deposit));
}

/** What is still owed on the estimate once `paid` was received; never below zero. */
export function quoteBalanceDue(estimate: { total: string }, paid: string): string {
  return toMoneyString(Decimal.max(new Decimal(estimate.total).minus(paid), 0));
}

/** What the chosen part still asks once `paidOnOrder` was paid towards it (split tender); never below zero. */
export function quotePartDue(estimate: { deposit: string; total: string }, part: QuotePaymentPart, paidOnOrder: string): string {
  return toMoneyString(Decimal.max(new Decimal(quotePartAmount(estimate, part)).minus(paidOnOrder), 0));
}
