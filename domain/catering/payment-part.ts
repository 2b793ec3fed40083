/**
 * What the buyer of an accepted quote pays: the estimate's deposit (the default) or its whole
 * total. Either books the event; what is left of the total is the balance due before it.
 */
import { MONEY_DECIMALS } from '../constants';
import { amountLeft } from '../amounts';
import { roundHalfEven } from '../money-format';

export const QUOTE_PAYMENT_PARTS = ['deposit', 'full'] as const;

export type QuotePaymentPart = (typeof QUOTE_PAYMENT_PARTS)[number];

export const DEFAULT_QUOTE_PAYMENT_PART: QuotePaymentPart = 'deposit';

export function isQuotePaymentPart(value: unknown): value is QuotePaymentPart {
  return typeof value === 'string' && (QUOTE_PAYMENT_PARTS as readonly string[]).includes(value);
}

/** The amount the chosen part asks for: the deposit, or the estimate's total. */
export function quotePartAmount(estimate: { deposit: string; total: string }, part: QuotePaymentPart): string {
  return roundHalfEven(part === 'full' ? estimate.total : estimate.deposit, MONEY_DECIMALS);
}

/** What is still owed on the estimate once `paid` was received; never below zero. */
export function quoteBalanceDue(estimate: { total: string }, paid: string): string {
  return amountLeft(estimate.total, paid);
}

/** What the chosen part still asks once `paidOnOrder` was paid towards it (split tender); never below zero. */
export function quotePartDue(estimate: { deposit: string; total: string }, part: QuotePaymentPart, paidOnOrder: string): string {
  return amountLeft(quotePartAmount(estimate, part), paidOnOrder);
}
