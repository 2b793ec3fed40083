/**
 * Money. Every amount is a decimal.js Decimal or a decimal string,
 * never a JS float. Rounding is half-to-even to the currency's minor unit (2 decimals unless a
 * currency counts fewer: none for JPY), here and nowhere else.
 */
import DecimalJs from 'decimal.js';
import { CENTS_FACTOR, MONEY_DECIMALS } from './constants';
import { AMOUNT_PATTERN } from './money-format';

/** The one Decimal of the project: import it from here, not from decimal.js. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_EVEN });
export type Decimal = InstanceType<typeof Decimal>;
export type MoneyInput = Decimal | string | number;

const HALF_EVEN = DecimalJs.ROUND_HALF_EVEN;

/** `value` as money: a Decimal rounded half-to-even to `decimals` places (the currency's minor unit; 2 by default). */
export function toMoney(value: MoneyInput, decimals: number = MONEY_DECIMALS): Decimal {
  return new Decimal(value).toDecimalPlaces(Math.min(decimals, MONEY_DECIMALS), HALF_EVEN);
}

/** `value` as a wire money string with exactly 2 decimals: '12.50'. */
export function toMoneyString(value: MoneyInput): string {
  return toMoney(value).toFixed(MONEY_DECIMALS, HALF_EVEN);
}

/** Cents to a dollar string: ÷100, half-to-even to 2 decimals (2.5 cents → '0.02'). */
export function centsToDollars(cents: MoneyInput): string {
  return toMoneyString(new Decimal(cents).dividedBy(CENTS_FACTOR));
}

/** Dollars to whole cents: ×100, then rounded half-to-even. Refuses results past 2^53. */
export function dollarsToCents(amount: MoneyInput): number {
  const cents = new Decimal(amount).times(CENTS_FACTOR).toDecimalPlaces(0, HALF_EVEN);
  if (cents.abs().greaterThan(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`Amount "${String(amount)}" is too large to count in cents`);
  }
  return cents.toNumber();
}

/** Showing an amount lives in ./money-format (no decimal.js, for the browser). */
export { AMOUNT_PATTERN, formatMoney } from './money-format';
export const AMOUNT_TYPE_MESSAGE = 'Amount passed must be of type String or Number';

/**
 * The amount helper: whether `amount` is an acceptable amount entry (AMOUNT_PATTERN).
 * Anything but a string or a number is a programming error and throws.
 */
export function isValidAmount(amount: unknown): boolean {
  if (typeof amount !== 'string' && typeof amount !== 'number') throw new Error(AMOUNT_TYPE_MESSAGE);
  if (typeof amount === 'number' && !Number.isFinite(amount)) return false;
  const text = typeof amount === 'number' ? new Decimal(amount).toFixed() : amount.trim();
  return AMOUNT_PATTERN.test(text);
}
