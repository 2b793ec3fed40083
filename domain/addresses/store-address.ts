/**
 * A store's address as its country writes it, for a reader of `language`:
 * - Japan, for Japanese readers: 〒 and the postal code, then prefecture, city and street in
 *   domestic order and script (〒530-0001 / 大阪府大阪市北区梅田1-9-20); for others the Western
 *   order with the prefecture's name (never its code).
 * - Brazil: street - bairro, city - UF, the CEP as 5-3 digits (05422-001).
 * - Mexico: street, Col. colonia, C.P. code city, state.
 * - The UAE, which has no postal codes: street, then the city (the emirate's own name).
 * - Egypt and Pakistan: street, then "city postal code"; the Philippines: street, then "postal code city".
 * - The US and Canada: street, then "city, region code postal code".
 * Region names come in the reader's language (../region-names). This is what a person reads;
 * structured data gets the same parts, for the same reader, from ./postal-address.
 */
import type { CountryCode, Language } from '../markets';
import { regionName } from '../region-names';
import type { WireAddress } from '../wire/catalog';

export type StoreAddressParts = Pick<WireAddress, 'address' | 'city' | 'state' | 'zip' | 'district' | 'local'>;

/** A postal code as its country writes it: a Brazilian CEP or a Japanese code as 5-3 or 3-4 digits; others as given. */
export function postalCodeText(country: CountryCode, zip: string): string {
  const digits = zip.replace(/\D/g, '');
  if (country === 'BR' && digits.length === 8) return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  if (country === 'JP' && digits.length === 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return zip.trim();
}

function japaneseLines(address: StoreAddressParts): string[] {
  const prefecture = regionName('JP', address.state.label, address.state.name, 'ja');
  const place = address.local ? `${address.local.city}${address.local.address}` : `${address.city} ${address.address}`;
  return [`〒${postalCodeText('JP', address.zip)}`, `${prefecture}${place}`];
}

function brazilianLines(address: StoreAddressParts): string[] {
  const street = address.district ? `${address.address} - ${address.district}` : address.address;
  return [street, `${address.city} - ${address.state.label}`, postalCodeText('BR', address.zip)];
}

function mexicanLines(address: StoreAddressParts, language: Language): string[] {
  const state = regionName('MX', address.state.label, address.state.name, language);
  return [
    address.address,
    ...(address.district ? [`Col. ${address.district}`] : []),
    `C.P. ${postalCodeText('MX', address.zip)} ${address.city}, ${state}`,
  ];
}

/** The region as an address line writes it: its postal abbreviation (TX, BC, SP), or in Japan, which has none, the prefecture's name. */
export function regionShortName(state: StoreAddressParts['state'], country: CountryCode, language: Language): string {
  return country === 'JP' ? regionName('JP', state.label, state.name, language) : state.label;
}

/** The lines of a store's address as `country` writes it for a reader of `language`. */
export function storeAddressLines(address: StoreAddressParts, country: CountryCode, language: Language): string[] {
  if (country === 'JP' && language === 'ja') return japaneseLines(address);
  if (country === 'BR') return brazilianLines(address);
  if (country === 'MX') return mexicanLines(address, language);
  if (country === 'AE') return [address.address, address.city];
  if (country === 'EG' || country === 'PK') return [address.address, `${address.city} ${postalCodeText(country, address.zip)}`];
  if (country === 'PH') return [address.address, `${postalCodeText(country, address.zip)} ${address.city}`];
  return [address.address, `${address.city}, ${regionShortName(address.state, country, language)} ${postalCodeText(country, address.zip)}`];
}

/** The same address on one line: Japanese lines are joined by a space, others by a comma. */
export function storeAddressText(address: StoreAddressParts, country: CountryCode, language: Language): string {
  return storeAddressLines(address, country, language).join(country === 'JP' && language === 'ja' ? ' ' : ', ');
}

/** The language a market's local names are written in, for markets whose stores may carry one. */
const LOCAL_LANGUAGE: Partial<Record<CountryCode, Language>> = { JP: 'ja', BR: 'pt', MX: 'es', CA: 'fr' };

/** `local` for a reader of the market's own language when there is one, `name` otherwise. */
function inMarketScript(name: string, local: string | null | undefined, country: CountryCode, language: Language): string {
  return local && LOCAL_LANGUAGE[country] === language ? local : name;
}

/** The store's name for a reader of `language`: its name in the market's script for readers of the market's own language. */
export function storeTitle(store: { title: string; localTitle?: string | null }, country: CountryCode, language: Language): string {
  return inMarketScript(store.title, store.localTitle, country, language);
}

/** The store's city or ward for a reader of `language`, in the market's script for readers of its language ('大阪市'). */
export function storeCityName(address: StoreAddressParts, country: CountryCode, language: Language): string {
  return inMarketScript(address.city, address.local?.city, country, language);
}

/** A city's name for a reader of `language`, in the market's script for readers of its language ('大阪市'). */
export function cityName(city: { name: string; localName?: string | null }, country: CountryCode, language: Language): string {
  return inMarketScript(city.name, city.localName, country, language);
}
