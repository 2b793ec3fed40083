/**
 * A catering estimate's totals. Rates are fractions written as strings ("0.0825" is 8.25 %).
 * - subtotal: menu lines and custom (free-form) lines, each quantity × unit price rounded to cents;
 * - fees: each a fixed amount or a rate of the subtotal, rounded to cents; each is taxable or not;
 * - tax: the tax rate on the subtotal plus the taxable fees, rounded once; none when tax exempt;
 * - total: subtotal + fees + tax; deposit: the deposit rate of the total, rounded once;
 *   balance: total − deposit, due before the event.
 * Rounding is domain/money.ts's toMoney (half-to-even to cents).
 */
import { Decimal, toMoney } from '../money';
import { parseNonNegative } from '../ordering/money';
import { DAY_MS } from './lead';
import { ESTIMATE_VALID_DAYS } from './policy';

export type EstimateLine =
  | { kind: 'menu'; itemId: number; title: string; quantity: number; unitPrice: string }
  /** A line staff type in, for what the menu does not list (a carving station, extra staff). */
  | { kind: 'custom'; title: string; quantity: number; unitPrice: string };

export type EstimateFee = { title: string; taxable: boolean } & ({ amount: string } | { rate: string });

export type EstimateInput = {
  lines: readonly EstimateLine[];
  fees: readonly EstimateFee[];
  taxRate: string;
  taxExempt: boolean;
  depositRate: string;
};

type PricedLine = { title: string; amount: Decimal };

export type EstimateTotals = {
  lines: PricedLine[];
  subtotal: Decimal;
  feeLines: PricedLine[];
  fees: Decimal;
  tax: Decimal;
  total: Decimal;
  deposit: Decimal;
  balance: Decimal;
};

function parseRate(value: string, field: string, max: Decimal): Decimal {
  const rate = parseNonNegative(value, field);
  if (rate.greaterThan(max)) throw new RangeError(`"${field}" must be a fraction from 0 to ${max.toString()}, got "${value}"`);
  return rate;
}

function priceLine(line: EstimateLine, index: number): PricedLine {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`"lines[${index}].quantity" must be a whole number of at least 1, got ${line.quantity}`);
  }
  const unitPrice = parseNonNegative(line.unitPrice, `lines[${index}].unitPrice`);
  return { title: line.title, amount: toMoney(unitPrice.times(line.quantity)) };
}

function priceFee(fee: EstimateFee, index: number, subtotal: Decimal): PricedLine {
  const amount =
    'amount' in fee
      ? toMoney(parseNonNegative(fee.amount, `fees[${index}].amount`))
      : toMoney(subtotal.times(parseRate(fee.rate, `fees[${index}].rate`, new Decimal(1))));
  return { title: fee.title, amount };
}

const sum = (lines: readonly PricedLine[]) => lines.reduce((total, line) => total.plus(line.amount), new Decimal(0));

/** The estimate's totals; throws a RangeError naming the field of a malformed input. */
export function estimateTotals(input: EstimateInput): EstimateTotals {
  const taxRate = parseRate(input.taxRate, 'taxRate', new Decimal(1));
  const depositRate = parseRate(input.depositRate, 'depositRate', new Decimal(1));
  const lines = input.lines.map(priceLine);
  const subtotal = sum(lines);
  const feeLines = input.fees.map((fee, index) => priceFee(fee, index, subtotal));
  const fees = sum(feeLines);
  const taxableFees = sum(feeLines.filter((_line, index) => input.fees[index]?.taxable));
  const tax = input.taxExempt ? new Decimal(0) : toMoney(subtotal.plus(taxableFees).times(taxRate));
  const total = subtotal.plus(fees).plus(tax);
  const deposit = toMoney(total.times(depositRate));
  return { lines, subtotal, feeLines, fees, tax, total, deposit, balance: total.minus(deposit) };
}

/** How long an estimate sent at `now` stays valid: ESTIMATE_VALID_DAYS, and never past the event's start. */
export function estimateValidUntil(now: Date, eventStartsAt: Date): Date {
  return new Date(Math.min(now.getTime() + ESTIMATE_VALID_DAYS * DAY_MS, eventStartsAt.getTime()));
}
