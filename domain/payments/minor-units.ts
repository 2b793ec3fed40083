/**
 * Amounts as processors count them: whole minor units (cents for USD, yen for JPY). Stripe and
 * its peers take integers; Hickory keeps decimal strings with 2 decimals. Zero-decimal
 * currencies count whole units, every other currency of the markets counts hundredths.
 */
import type { Currency } from '@/domain/markets';
import { Decimal, toMoneyString } from '@/domain/money';

/** Currencies whose smallest unit is the unit itself (Stripe's zero-decimal list, as far as the markets go). */
export const ZERO_DECIMAL_CURRENCIES: readonly Currency[] = ['JPY'];

function factorOf(currency: Currency): number {
  return ZERO_DECIMAL_CURRENCIES.includes(currency) ? 1 : 100;
}

/**
 * A decimal amount in whole minor units; null when it does not fall on one (a fraction of a
 * cent, any fraction of a yen) or is too large to count exactly.
 */
export function toMinorUnits(amount: string, currency: Currency): number | null {
  const minor = new Decimal(amount).times(factorOf(currency));
  if (!minor.isInteger() || minor.abs().greaterThan(Number.MAX_SAFE_INTEGER)) return null;
  return minor.toNumber();
}

/** Whole minor units as a decimal string with 2 decimals: 2450 USD → '24.50', 1200 JPY → '1200.00'. */
export function fromMinorUnits(minor: number, currency: Currency): string {
  return toMoneyString(new Decimal(minor).dividedBy(factorOf(currency)));
}
