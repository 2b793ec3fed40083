/**
 * A line's total as the pricing pipeline makes it (./pricing.ts priceLine): the unit price plus the
 * chosen options' price deltas, times the quantity, rounded half-to-even to cents once, at the end.
 * It works exactly on the amounts' digits with BigInt, without decimal.js, because the item page
 * shows the live total in the browser; priceLine stays the rule, and the tests hold the two equal.
 */
import { MONEY_DECIMALS } from '@/domain/constants';
import { digitsOf, roundHalfEven } from '@/domain/money-format';
import { shiftDecimal } from '@/domain/amounts';

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

function plainDigits(value: string, field: string): ReturnType<typeof digitsOf> {
  if (typeof value !== 'string' || !PLAIN_DECIMAL.test(value.trim())) {
    throw new RangeError(`"${field}" must be a decimal number, got "${String(value)}"`);
  }
  return digitsOf(value);
}

/**
 * `unitPrice` plus every delta of `priceDeltas`, times `quantity`, as a money string ('25.98').
 * Throws a RangeError like priceLine: a quantity that is no whole number of at least 0, a price or
 * delta that is no plain decimal, a negative price, or options that make the price negative.
 */
export function lineTotal(unitPrice: string, priceDeltas: readonly string[], quantity: number): string {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`"quantity" must be a whole number of at least 0, got ${quantity}`);
  }
  const amounts = [plainDigits(unitPrice, 'unitPrice'), ...priceDeltas.map((delta) => plainDigits(delta, 'priceDelta'))];
  if (amounts[0]?.negative && /[1-9]/.test(amounts[0].whole + amounts[0].fraction)) {
    throw new RangeError(`"unitPrice" must not be negative, got "${unitPrice}"`);
  }
  const places = Math.max(...amounts.map((amount) => amount.fraction.length));
  const unit = amounts.reduce((sum, { negative, whole, fraction }) => sum + (negative ? -1n : 1n) * BigInt(whole + fraction.padEnd(places, '0')), 0n);
  if (unit < 0n) throw new RangeError('The options make the price negative');
  const text = roundHalfEven(shiftDecimal((unit * BigInt(quantity)).toString(), -places), MONEY_DECIMALS);
  return text === '-0.00' ? '0.00' : text;
}
