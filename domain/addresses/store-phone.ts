/**
 * A store's phone number for its reader: in the national format of the store's country for a
 * local reader (a Japanese page of a Japanese store: 06-5555-0163), in the international format
 * otherwise (+81 6 5555 0163). A local reader reads the store's own market in one of that
 * market's own languages; the English pages of a market whose language is not English
 * (en-JP, en-MX, en-BR) are read by visitors. Formats come from libphonenumber-js's metadata;
 * a number it cannot read is shown as stored.
 */
import { parsePhoneNumberFromString, type CountryCode as PhoneCountry } from 'libphonenumber-js/core';
import { PHONE_METADATA } from '../validation/phones';
import { COUNTRIES, countryOfLocale, languageOf, type CountryCode, type LocaleTag } from '../markets';

/** Whether a reader of `locale` reads `country`'s stores as a local. */
export function isLocalReader(country: CountryCode, locale: LocaleTag): boolean {
  if (countryOfLocale(locale) !== country) return false;
  const own = COUNTRIES[country].locales[0];
  return !own || languageOf(own) === 'en' || languageOf(locale) !== 'en';
}

/** The number when it is a possible number of its country (by length); undefined otherwise. */
function parsed(phone: string, country: CountryCode) {
  const number = parsePhoneNumberFromString(phone, country as PhoneCountry, PHONE_METADATA);
  return number?.isPossible() ? number : undefined;
}

/** The number as a reader of `locale` dials it. */
export function storePhoneText(phone: string, country: CountryCode, locale: LocaleTag): string {
  const number = parsed(phone, country);
  if (!number) return phone;
  return isLocalReader(country, locale) ? number.formatNational() : number.formatInternational();
}

/** The number in E.164 (+81655550163), for tel: links; digits and a leading plus of what is stored when unreadable. */
export function storePhoneE164(phone: string, country: CountryCode): string {
  return parsed(phone, country)?.number ?? phone.replace(/[^\d+]/g, '');
}
