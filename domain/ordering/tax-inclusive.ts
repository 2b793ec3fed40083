/**
 * The markets whose menu prices include the tax, as their diners expect to read them (税込 in
 * Japan, IVA incluido in Mexico); elsewhere the tax is added at checkout. No decimal library
 * here: menu pages import it to say so beside the prices.
 */
import type { CountryCode } from '@/domain/markets';

const TAX_INCLUSIVE_COUNTRIES: readonly CountryCode[] = ['JP', 'MX'];

/** Whether prices in `countryCode` include the tax rather than have it added at checkout. */
export function pricesIncludeTax(countryCode: CountryCode): boolean {
  return TAX_INCLUSIVE_COUNTRIES.includes(countryCode);
}
