/**
 * Amounts as processors count them: whole minor units (cents for USD, yen for JPY). Stripe and
 * its peers take integers; Hickory keeps decimal strings with 2 decimals. Zero-decimal
 * currencies count whole units, every other currency of the markets counts hundredths (the
 * currency's own decimals, one table for the fields, the formats and the processors). The
 * arithmetic is exact on the digits (domain/amounts), without decimal.js: the payment page's card
 * fields convert the amount due in the browser.
 */
import { shiftDecimal } from '@/domain/amounts';
import { MONEY_DECIMALS } from '@/domain/constants';
import type { Currency } from '@/domain/markets';
import { currencyDecimals, roundHalfEven } from '@/domain/money-format';

/** Decimal places between the unit and the minor unit (ISO 4217, as processors count): 0 for JPY, 2 otherwise. */
const placesOf = currencyDecimals;

const MAX_SAFE_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A decimal amount in whole minor units; null when it does not fall on one (a fraction of a
 * cent, any fraction of a yen) or is too large to count exactly.
 */
export function toMinorUnits(amount: string, currency: Currency): number | null {
  const minor = shiftDecimal(amount, placesOf(currency));
  if (minor.includes('.')) return null;
  const units = BigInt(minor);
  if (units > MAX_SAFE_MINOR || -units > MAX_SAFE_MINOR) return null;
  return Number(units);
}

/** Whole minor units as a decimal string with 2 decimals: 2450 USD → '24.50', 1200 JPY → '1200.00'. */
export function fromMinorUnits(minor: number, currency: Currency): string {
  return roundHalfEven(shiftDecimal(minor, -placesOf(currency)), MONEY_DECIMALS);
}
