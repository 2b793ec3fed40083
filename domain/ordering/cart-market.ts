/**
 * A cart belongs to its store's market and is priced in that market's currency (no two markets
 * share one). On another market's site the diner is offered to continue it where it belongs (its
 * cart on that market's site, in the diner's language when that market speaks it, else in the
 * market's first language), or to start a new order on the site they are on.
 */
import { COUNTRIES, COUNTRY_CODES, countryOfLocale, languageOf, localizedPath, type CountryCode, type Currency, type LocaleTag } from '@/domain/markets';

export type CartElsewhere = { country: CountryCode; cartPath: string; canOrderHere: boolean };

/** Where a cart in `cartCurrency` continues, seen from a page in `pageLocale`; null when it belongs here (or there is none). */
export function cartElsewhere(cartCurrency: Currency | null, pageLocale: LocaleTag): CartElsewhere | null {
  const here = COUNTRIES[countryOfLocale(pageLocale)];
  if (!cartCurrency || here.currency === cartCurrency) return null;
  const country = COUNTRY_CODES.find((code) => COUNTRIES[code].currency === cartCurrency);
  if (!country) return null;
  const locales = COUNTRIES[country].locales;
  const locale = locales.find((tag) => languageOf(tag) === languageOf(pageLocale)) ?? locales[0] ?? pageLocale;
  return { country, cartPath: localizedPath(locale, '/cart'), canOrderHere: here.onlineOrdering };
}
