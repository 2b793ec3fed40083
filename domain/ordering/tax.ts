/**
 * Tax per location. US stores charge one sales tax at the location's combined
 * rate; Canadian stores charge GST/HST/PST/QST by province. Every other market charges one
 * "sales" component at the location's rate (those markets do not take online orders today).
 * Rates are decimal fractions written as strings: "0.13" is 13 %.
 */
import type { CountryCode } from '@/domain/markets';
import { formatAmount, MoneyString, nonNegative, parseDecimal, sumMoney } from './money';

export type TaxCode = 'GST' | 'HST' | 'PST' | 'QST' | 'SALES';
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

export type TaxLocation = {
  countryCode: CountryCode;
  /** Postal abbreviation of the state or province: 'TX', 'QC'. */
  stateLabel: string;
  /** The location's combined sales-tax rate ("0.0825"); used outside Canada. */
  locationRate: string;
};

/** The components to charge at a location. Throws when a Canadian province is unknown. */
export function taxComponents({ countryCode, stateLabel, locationRate }: TaxLocation): TaxComponent[] {
  if (countryCode !== 'CA') {
    const rate = parseDecimal(locationRate, 'locationRate');
    if (rate.isNegative() || rate.greaterThanOrEqualTo(1)) {
      throw new RangeError(`"locationRate" must be a fraction between 0 and 1, got "${locationRate}"`);
    }
    return [{ code: 'SALES', rate: rate.toString() }];
  }
  const components = CANADA[stateLabel.trim().toUpperCase()];
  if (!components) throw new RangeError(`Unknown Canadian province "${stateLabel}"`);
  return components.map((component) => ({ ...component }));
}

/** Each component is charged on the taxable amount and rounded on its own (half-to-even). */
export function computeTaxes(taxableAmount: MoneyString, components: readonly TaxComponent[]): TaxLine[] {
  const taxable = nonNegative(parseDecimal(taxableAmount, 'taxableAmount'));
  return components.map((component) => ({
    ...component,
    amount: formatAmount(taxable.times(parseDecimal(component.rate, `${component.code} rate`))),
  }));
}

/** The sum of already rounded tax lines. */
export function sumTaxes(lines: readonly TaxLine[]): MoneyString {
  return formatAmount(sumMoney(lines.map((line) => line.amount)));
}
