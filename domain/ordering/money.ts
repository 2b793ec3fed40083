/**
 * Money for the ordering rules: a thin layer over domain/money.ts, which owns the project's
 * Decimal and its half-to-even rounding. Amounts cross this folder's boundaries as decimal
 * strings with 2 decimals ("12.50"), the wire and column scale. An amount in a currency with
 * fewer decimals (JPY: none) is rounded to the currency's minor unit first, so "1980.00" is
 * a whole number of yen.
 */
import { MONEY_DECIMALS } from '../constants';
import { Decimal, toMoney, toMoneyString } from '../money';

export { Decimal };
/** A decimal amount as it travels: "12.50". */
export type MoneyString = string;

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/**
 * Reads a decimal string exactly (no rounding), for amounts, rates and percentages.
 * Throws a RangeError naming the field when the value is not a plain decimal.
 */
export function parseDecimal(value: string, field: string): Decimal {
  if (typeof value !== 'string' || !DECIMAL_PATTERN.test(value.trim())) {
    throw new RangeError(`"${field}" must be a decimal number, got "${String(value)}"`);
  }
  return new Decimal(value.trim());
}

/** Like parseDecimal, and refuses negatives. */
export function parseNonNegative(value: string, field: string): Decimal {
  const parsed = parseDecimal(value, field);
  if (parsed.isNegative()) throw new RangeError(`"${field}" must not be negative, got "${value}"`);
  return parsed;
}

/**
 * The one rounding rule (domain/money.ts): half-to-even to the currency's minor unit,
 * `decimals` places (2 for USD, 0 for JPY; domain/money-format currencyDecimals).
 */
export function roundMoney(value: Decimal | string, decimals: number = MONEY_DECIMALS): Decimal {
  return toMoney(value, decimals);
}

/**
 * Rounds to the minor unit (`decimals` places) and writes with exactly 2 decimals ("12.50",
 * "1980.00" for yen); a rounded-away negative is "0.00".
 */
export function formatAmount(value: Decimal | string, decimals: number = MONEY_DECIMALS): MoneyString {
  const text = toMoneyString(roundMoney(value, decimals));
  return text === '-0.00' ? '0.00' : text;
}

export const ZERO = new Decimal(0);

/** The smaller of two amounts. */
export function minMoney(a: Decimal, b: Decimal): Decimal {
  return a.lessThan(b) ? a : b;
}

/** Never below zero. */
export function nonNegative(value: Decimal): Decimal {
  return value.isNegative() ? ZERO : value;
}

/** Sums decimal values; an empty list is zero. */
export function sumMoney(values: readonly (Decimal | string)[]): Decimal {
  return values.reduce<Decimal>((sum, value) => sum.plus(value), ZERO);
}
