/**
 * Tax per location. US stores charge one sales tax at the location's combined
 * rate; Canadian stores charge GST/HST/PST/QST by province. Japan charges its consumption tax
 * at the reduced 8 % on food that leaves the store (carryout, delivery, curbside, drive-through)
 * and the standard 10 % on food eaten there (dine-in). Mexico charges IVA at the location's rate
 * (16 %). Every other market charges one "sales" component at the location's rate.
 * Rates are decimal fractions written as strings: "0.13" is 13 %.
 *
 * Where menu prices include the tax (Japan and Mexico show tax-inclusive prices), the tax is the
 * part of the amount it is contained in: amount × rate ÷ (1 + the sum of the rates), rounded to
 * the currency's minor unit; elsewhere it is added on top: amount × rate, rounded.
 */
import type { CountryCode } from '@/domain/markets';
import { HANDOFF, type HandoffId } from './handoffs';
import { formatAmount, MoneyString, nonNegative, parseDecimal, sumMoney } from './money';

export type TaxCode = 'GST' | 'HST' | 'PST' | 'QST' | 'SALES' | 'CONSUMPTION' | 'IVA';
export type TaxComponent = { code: TaxCode; rate: string };
export type TaxLine = TaxComponent & { amount: MoneyString };

const GST: TaxComponent = { code: 'GST', rate: '0.05' };

/** Canadian provinces and territories by postal abbreviation. */
const CANADA: Record<string, TaxComponent[]> = {
  ON: [{ code: 'HST', rate: '0.13' }],
  NS: [{ code: 'HST', rate: '0.15' }],
  NB: [{ code: 'HST', rate: '0.15' }],
  NL: [{ code: 'HST', rate: '0.15' }],
  PE: [{ code: 'HST', rate: '0.15' }],
  QC: [GST, { code: 'QST', rate: '0.09975' }],
  BC: [GST, { code: 'PST', rate: '0.07' }],
  MB: [GST, { code: 'PST', rate: '0.07' }],
  SK: [GST, { code: 'PST', rate: '0.06' }],
  AB: [GST],
  YT: [GST],
  NT: [GST],
  NU: [GST],
};

/** Japan's consumption tax: the reduced rate on food taken away, the standard rate on food eaten in. */
export const JAPAN_CONSUMPTION_TAX = { takeaway: '0.08', dineIn: '0.1' } as const;

export { pricesIncludeTax } from './tax-inclusive';

export type TaxLocation = {
  countryCode: CountryCode;
  /** Postal abbreviation of the state or province: 'TX', 'QC'. */
  stateLabel: string;
  /** The location's combined sales-tax rate ("0.0825"); used outside Canada and Japan. */
  locationRate: string;
  /** How the order leaves the kitchen; Japan's rate depends on it. Absent: the food is not eaten at the store. */
  handoffId?: HandoffId;
};

function locationRateOf(locationRate: string) {
  const rate = parseDecimal(locationRate, 'locationRate');
  if (rate.isNegative() || rate.greaterThanOrEqualTo(1)) {
    throw new RangeError(`"locationRate" must be a fraction between 0 and 1, got "${locationRate}"`);
  }
  return rate.toString();
}

/** The components to charge at a location. Throws when a Canadian province is unknown. */
export function taxComponents({ countryCode, stateLabel, locationRate, handoffId }: TaxLocation): TaxComponent[] {
  if (countryCode === 'JP') {
    return [{ code: 'CONSUMPTION', rate: handoffId === HANDOFF.dineIn ? JAPAN_CONSUMPTION_TAX.dineIn : JAPAN_CONSUMPTION_TAX.takeaway }];
  }
  if (countryCode === 'MX') return [{ code: 'IVA', rate: locationRateOf(locationRate) }];
  if (countryCode !== 'CA') return [{ code: 'SALES', rate: locationRateOf(locationRate) }];
  const components = CANADA[stateLabel.trim().toUpperCase()];
  if (!components) throw new RangeError(`Unknown Canadian province "${stateLabel}"`);
  return components.map((component) => ({ ...component }));
}

export type TaxOptions = {
  /** The amount already includes the tax: each line is the part of it the tax makes up. */
  included?: boolean;
  /** The currency's minor unit in decimal places (2 for USD, 0 for JPY); 2 when absent. */
  decimals?: number;
};

/**
 * Each component on the taxable amount, rounded on its own (half-to-even, to the currency's
 * minor unit): added on top, or, when `included`, the part of the amount it already makes up.
 */
export function computeTaxes(taxableAmount: MoneyString, components: readonly TaxComponent[], options: TaxOptions = {}): TaxLine[] {
  const taxable = nonNegative(parseDecimal(taxableAmount, 'taxableAmount'));
  const rates = components.map((component) => parseDecimal(component.rate, `${component.code} rate`));
  const base = options.included ? taxable.dividedBy(sumMoney(rates).plus(1)) : taxable;
  return components.map((component, index) => ({
    ...component,
    amount: formatAmount(base.times(rates[index]!), options.decimals),
  }));
}

/** The sum of already rounded tax lines. */
export function sumTaxes(lines: readonly TaxLine[]): MoneyString {
  return formatAmount(sumMoney(lines.map((line) => line.amount)));
}
