/**
 * Money arithmetic for the ordering rules: one decimal.js clone, one rounding function.
 * Amounts enter and leave this folder as decimal strings with 2 decimals ("12.50").
 *
 * domain/money.ts did not exist when this folder was written; when it exports a configured
 * Decimal, this file should re-export it instead of cloning its own.
 */
import Decimal from 'decimal.js';

export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });
export type Money = InstanceType<typeof Money>;

/** A decimal amount as it travels: "12.50". */
export type MoneyString = string;

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/** Parses a decimal string; throws a RangeError naming the field when it is not one. */
export function toMoney(value: string, field = 'amount'): Money {
  if (typeof value !== 'string' || !DECIMAL_PATTERN.test(value.trim())) {
    throw new RangeError(`"${field}" must be a decimal number, got "${String(value)}"`);
  }
  return new Money(value.trim());
}

/** The one rounding rule: half-to-even to 2 decimals. */
export function roundMoney(value: Decimal.Value): Money {
  return new Money(value).toDecimalPlaces(2, Money.ROUND_HALF_EVEN);
}

/** Rounds and writes with exactly 2 decimals: "12.50". */
export function formatAmount(value: Decimal.Value): MoneyString {
  const rounded = roundMoney(value);
  return (rounded.isZero() ? new Money(0) : rounded).toFixed(2);
}

export const ZERO = new Money(0);

/** The smaller of two amounts. */
export function minMoney(a: Money, b: Money): Money {
  return a.lessThan(b) ? a : b;
}

/** Never below zero. */
export function nonNegative(value: Money): Money {
  return value.isNegative() ? ZERO : value;
}
