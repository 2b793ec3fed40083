/**
 * A store's distance as the market reads it: miles in the US, kilometres in Canada
 * and everywhere else, in the locale's number format. One decimal under 10, whole above.
 */
import { countryOfLocale, htmlLang, type LocaleTag } from '@/domain/markets';

const KM_PER_MILE = 1.609344;

export function distanceUnitOf(locale: LocaleTag): 'mile' | 'kilometer' {
  return countryOfLocale(locale) === 'US' ? 'mile' : 'kilometer';
}

export function formatDistance(km: number, locale: LocaleTag): string {
  const unit = distanceUnitOf(locale);
  const value = unit === 'mile' ? km / KM_PER_MILE : km;
  const format = new Intl.NumberFormat(htmlLang(locale), {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  });
  return format.format(value);
}
