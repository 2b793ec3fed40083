/**
 * Exact arithmetic on amount strings, without decimal.js: shifting the decimal point, comparing,
 * what is left after a payment, whether an amount is zero. Each works on the digits
 * (./money-format digitsOf) and BigInt, so no float ever touches an amount.
 */
import { MONEY_DECIMALS } from './constants';
import { digitsOf, roundHalfEven, type FormattableAmount } from './money-format';

/** `amount` times 10^`power`, exactly, in plain digits: ('0.09975', 2) gives '9.975'. */
export function shiftDecimal(amount: FormattableAmount, power: number): string {
  const { negative, whole, fraction } = digitsOf(amount, power);
  const integer = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  const body = decimals ? `${integer}.${decimals}` : integer;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/** `a` and `b` as whole units of the finer of their two scales, exactly: ('1.5', '0.25') gives 150n, 25n and 2 places. */
function commonUnits(a: FormattableAmount, b: FormattableAmount): { a: bigint; b: bigint; places: number } {
  const [x, y] = [digitsOf(a), digitsOf(b)];
  const places = Math.max(x.fraction.length, y.fraction.length);
  const units = ({ negative, whole, fraction }: typeof x) => (negative ? -1n : 1n) * BigInt(whole + fraction.padEnd(places, '0'));
  return { a: units(x), b: units(y), places };
}

/**
 * What is left of `amount` once `taken` is taken from it, exactly, rounded half-to-even to cents
 * and never below zero: ('219.75', '54.94') gives '164.81', ('10', '12.50') gives '0.00'.
 */
export function amountLeft(amount: FormattableAmount, taken: FormattableAmount): string {
  const { a, b, places } = commonUnits(amount, taken);
  const left = a - b;
  return roundHalfEven(left > 0n ? shiftDecimal(left.toString(), -places) : '0', MONEY_DECIMALS);
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`, exactly: ('100.00', '100') gives 0. */
export function compareAmounts(a: FormattableAmount, b: FormattableAmount): -1 | 0 | 1 {
  const units = commonUnits(a, b);
  return units.a < units.b ? -1 : units.a > units.b ? 1 : 0;
}

/** Whether `amount` is zero ('0', '0.00', '-0'). */
export function isZeroAmount(amount: FormattableAmount): boolean {
  const { whole, fraction } = digitsOf(amount);
  return !/[1-9]/.test(whole + fraction);
}
