/**
 * When the banners and the Canada language modal show, as pure rules. The market comes from the
 * market context; the current path (as the browser shows it) only says which page to keep.
 */
import { COUNTRIES, countryOfLocale, languageOf, localizedPath, parseCountryCode, type Country, type LocaleTag } from '@/domain/markets';
import { pathWithinMarket, type PageMarket } from '@/lib/market';

/** Paths whose country-site version is the country's home. */
const COUNTRY_ROOT_ONLY_PATHS = ['/menu', '/_error', '/promos/current-deals', '/company/nutritional'] as const;

type InternationalOffer = { country: Country; href: string };

/** The market the visitor is on, as the market context holds it. */
type CurrentMarket = Pick<PageMarket, 'country' | 'locale' | 'prefix'>;

/** The locale to offer in `country`: the visitor's language when the country has it. */
function offeredLocale(country: Country, currentLocale: LocaleTag): LocaleTag {
  const language = languageOf(currentLocale);
  return country.locales.find((locale) => languageOf(locale) === language) ?? (country.locales[0] as LocaleTag);
}

/**
 * The country site to offer, or null. It shows once a configured country is detected, no hide
 * flag is stored and the visitor is not already on that country's site (the path lacks its
 * code). The offer keeps the page, except for the root-only paths.
 */
export function internationalOffer(input: {
  detectedAlpha2: string | null;
  market: CurrentMarket;
  currentPath: string;
  hideFlag: boolean;
}): InternationalOffer | null {
  if (input.hideFlag || !input.detectedAlpha2) return null;
  const code = parseCountryCode(input.detectedAlpha2);
  if (!code) return null;
  const country = COUNTRIES[code];
  const { market } = input;
  if (market.country === country.code) return null;
  const locale = offeredLocale(country, market.locale);
  const page = pathWithinMarket(market, input.currentPath).split(/[?#]/)[0] ?? '';
  const rest = page.replace(/\/+$/, '') || '/';
  const rootOnly = (COUNTRY_ROOT_ONLY_PATHS as readonly string[]).includes(rest);
  return { country, href: localizedPath(locale, rootOnly ? '/' : rest) };
}

/** The language modal shows under a country with several locales whose URL names none. */
export function needsLanguageChoice(locale: LocaleTag, languageChosen: boolean): boolean {
  return !languageChosen && COUNTRIES[countryOfLocale(locale)].locales.length > 1;
}

/** The URL of a country's site in `locale`, keeping the page and query: /ca/about → /ca/fr/about. */
export function languagePath(locale: LocaleTag, market: Pick<PageMarket, 'prefix'>, currentPath: string): string {
  return localizedPath(locale, pathWithinMarket(market, currentPath));
}
