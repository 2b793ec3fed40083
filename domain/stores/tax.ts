/** A store's tax rate: a percentage on the Stores screen ('8.25'), a fraction in the database ('0.08250'). */
import { Decimal } from '@/domain/money';

export function taxRateOfPercent(percent: string): string {
  return new Decimal(percent).div(100).toFixed(5);
}

export function percentOfTaxRate(rate: string): string {
  return new Decimal(rate).times(100).toDecimalPlaces(3).toString();
}
