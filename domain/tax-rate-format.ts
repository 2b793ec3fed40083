/** A tax rate as a diner reads it: the fraction "0.09975" as the percentage 9.975 in the locale's digits, exactly (no float). */
import { shiftDecimal } from './amounts';
import { htmlLang, type LocaleTag } from './markets';

export function formatTaxRate(rate: string, locale: LocaleTag): string {
  const percent = shiftDecimal(rate, 2);
  return new Intl.NumberFormat(htmlLang(locale), { maximumFractionDigits: 3 }).format(percent as Intl.StringNumericLiteral);
}
