/**
 * A store's address as the parts of schema.org's PostalAddress, written for the page's reader as
 * the address lines are (./store-address), never as raw codes:
 * - Japan on a Japanese page: street and city in the market's script (北区梅田1-9-20, 大阪市), the
 *   prefecture's name (大阪府, not '27') and the postal code as 3-4 digits; on other pages the
 *   prefecture's name in the page's language.
 * - Brazil: the street with its bairro, the UF (SP) and the CEP as 5-3 digits.
 * - Mexico: the street with its colonia, the state's name in the page's language.
 * - Elsewhere: the region's code as an address line writes it (TX, BC) and the postal code as given.
 */
import type { CountryCode, Language } from '../markets';
import { regionName } from '../region-names';
import { postalCodeText, regionShortName, type StoreAddressParts } from './store-address';

export type PostalAddressParts = { street: string; city: string; region: string; postalCode: string };

function street(address: StoreAddressParts, country: CountryCode): string {
  if (country === 'BR' && address.district) return `${address.address} - ${address.district}`;
  if (country === 'MX' && address.district) return `${address.address}, Col. ${address.district}`;
  return address.address;
}

export function postalAddressParts(address: StoreAddressParts, country: CountryCode, language: Language): PostalAddressParts {
  const postalCode = postalCodeText(country, address.zip);
  if (country === 'JP' && language === 'ja') {
    return {
      street: address.local?.address ?? address.address,
      city: address.local?.city ?? address.city,
      region: regionName('JP', address.state.label, address.state.name, 'ja'),
      postalCode,
    };
  }
  const region = country === 'MX' ? regionName('MX', address.state.label, address.state.name, language) : regionShortName(address.state, country, language);
  return { street: street(address, country), city: address.city, region, postalCode };
}
