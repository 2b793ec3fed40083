/**
 * Where a brand may place a store: the states and provinces of its countries (those it has
 * stores in, and every country that takes online orders, so a brand starting from nothing can
 * add its first store), and the countries whose postal codes place a store on the map by
 * themselves (US ZIP codes and Canadian postal codes, from an offline table on the API).
 */
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '@/domain/markets';
import { isPostalCode } from '@/domain/validation/patterns';

/** The brand's countries, in the platform's order, from the countries it has stores in. */
export function storeCountries(withStores: readonly string[]): CountryCode[] {
  return COUNTRY_CODES.filter((code) => COUNTRIES[code].onlineOrdering || withStores.includes(code));
}

export const GEOCODED_COUNTRIES = ['US', 'CA'] as const;
export type GeocodedCountry = (typeof GEOCODED_COUNTRIES)[number];

export function isGeocodedCountry(code: string | null | undefined): code is GeocodedCountry {
  return (GEOCODED_COUNTRIES as readonly string[]).includes(code ?? '');
}

/**
 * The country a typed postal code places the store in: the chosen state's when it has one and
 * the code is of its shape, else the country whose shape it has; null when none places it.
 */
export function geocodedCountryOf(postalCode: string, stateCountry: string | null): GeocodedCountry | null {
  const code = postalCode.trim();
  if (code === '') return null;
  if (stateCountry !== null) return isGeocodedCountry(stateCountry) && isPostalCode(stateCountry, code) ? stateCountry : null;
  return GEOCODED_COUNTRIES.find((country) => isPostalCode(country, code)) ?? null;
}
