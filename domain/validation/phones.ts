/**
 * A diner's phone number as the store's country dials it: written nationally (090-1234-5678 in
 * Japan, 81 1234 5678 in Mexico, (512) 555-0199 in the US) or internationally with its +
 * (+81 90-1234-5678), valid by libphonenumber-js's metadata for its country, and kept in E.164
 * (+819012345678) so staff and messages read one form.
 */
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode as PhoneCountry, type MetadataJson } from 'libphonenumber-js/core';
import type { CountryCode } from '@/domain/markets';
import metadataJson from './phone-metadata.json';

/** The numbering plans of the markets' countries (phone-metadata-cut.ts says why only theirs). */
export const PHONE_METADATA = metadataJson as unknown as MetadataJson;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Digits an E.164 number may have after its + (ITU-T E.164: at most 15; 8 is the shortest in use). */
const E164_DIGITS = { min: 8, max: 15 };

/**
 * A number written with its + whose calling code is none of the markets' (a visitor's +44 mobile):
 * its numbering plan is not kept, so it is taken in E.164 when its length can be one.
 */
function visitorE164(text: string): string | null {
  const digits = digitsOf(text);
  const ours = Object.keys(metadataJson.country_calling_codes).some((code) => digits.startsWith(code));
  return !ours && digits.length >= E164_DIGITS.min && digits.length <= E164_DIGITS.max ? `+${digits}` : null;
}

/**
 * `input` in E.164 when it is a valid number dialled from `country`; null otherwise. Written
 * without its +, the number must be dialled as the country dials it: its national form with the
 * trunk prefix a country has (090… in Japan, so (512) 555-0199 is no Japanese number), or the
 * country's calling code before the national number (1 512 555 0199). Countries sharing a dialling
 * plan share numbers: a Texan number is dialled nationally at a Canadian store.
 */
export function phoneE164(input: string, country: CountryCode): string | null {
  const text = input.trim();
  const number = parsePhoneNumberFromString(text, country as PhoneCountry, PHONE_METADATA);
  if (!number) return text.startsWith('+') && /^\+[\d\s().-]+$/.test(text) ? visitorE164(text) : null;
  if (!number.isValid()) return null;
  if (text.startsWith('+')) return number.number;
  const typed = digitsOf(text);
  const dialled = [digitsOf(number.formatNational()), `${number.countryCallingCode}${number.nationalNumber}`];
  const sameDialling = number.countryCallingCode === getCountryCallingCode(country as PhoneCountry, PHONE_METADATA);
  return sameDialling && dialled.includes(typed) ? number.number : null;
}

/** Whether `input` is a valid phone number dialled from `country`. */
export function isPhoneOf(country: CountryCode, input: string): boolean {
  return phoneE164(input, country) !== null;
}
