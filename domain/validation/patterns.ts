/**
 * The shapes a typed value must have, the same for the forms and the API:
 * - an email is `something@something.tld` with no spaces;
 * - a phone number can be dialled: spaces, dots, dashes and parentheses are formatting; North
 *   American numbers (US, Canada) have 10 digits, optionally after a country code 1; a number
 *   written with + elsewhere follows E.164 (8 to 15 digits);
 * - a postal code has its country's shape (POSTAL_CODE_PATTERNS): a US ZIP, a Canadian A1A 1A1 ...;
 * - a gift card number is 16 digits (spaces or dashes between them are formatting), its PIN 4 to 8 digits;
 * - a tax-exempt id is 4 to 20 letters, digits or dashes.
 */
import type { CountryCode } from '@/domain/markets';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

const PHONE_FORMATTING = /[\s().-]/g;

export function phoneDigits(input: string): string {
  return input.replace(PHONE_FORMATTING, '');
}

export function isValidPhone(input: string): boolean {
  const compact = phoneDigits(input.trim());
  if (/^\+?1?[2-9]\d{2}[2-9]\d{6}$/.test(compact)) return true;
  return /^\+[2-9]\d{7,14}$/.test(compact);
}

/**
 * Postal codes by country, as the markets write them (letters in either case,
 * spaces around the code trimmed):
 * - US: a ZIP or ZIP+4, 78701 or 78701-1234;
 * - CA: A1A 1A1, the space optional;
 * - BR: a CEP, 05422-001 (the dash optional); JP: 150-0043 (the dash optional);
 * - MX, EG, PK: five digits; PH: four digits.
 * The United Arab Emirates have no postal codes: any text is taken there, as in a country with
 * no pattern here.
 */
const POSTAL_CODE_PATTERNS = {
  US: /^\d{5}(?:-?\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  BR: /^\d{5}-?\d{3}$/,
  JP: /^\d{3}-?\d{4}$/,
  MX: /^\d{5}$/,
  EG: /^\d{5}$/,
  PK: /^\d{5}$/,
  PH: /^\d{4}$/,
} as const;

/** Whether `text` is a postal code of `country`; a country without a known pattern accepts any text. */
export function isPostalCode(country: CountryCode, text: string): boolean {
  const patterns: Partial<Record<CountryCode, RegExp>> = POSTAL_CODE_PATTERNS;
  const pattern = patterns[country];
  return pattern ? pattern.test(text.trim()) : true;
}

/** Countries whose postal codes are typed with digits alone (their dash is optional). */
const DIGIT_POSTAL_CODES: readonly CountryCode[] = ['US', 'BR', 'JP', 'MX', 'EG', 'PK', 'PH'];

/** The keyboard a postal code field opens: digits where the country's codes are digits, else letters too (A1A 1A1). */
export function postalCodeInputMode(country: CountryCode): 'numeric' | 'text' {
  return DIGIT_POSTAL_CODES.includes(country) ? 'numeric' : 'text';
}

const GIFT_CARD_NUMBER = /^\d{16}$/;
const GIFT_CARD_PIN = /^\d{4,8}$/;

/** The 16 digits of a gift card number as typed ('6006 4900-0000 0001'), or undefined. */
export function giftCardDigits(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, '');
  return GIFT_CARD_NUMBER.test(digits) ? digits : undefined;
}

function isGiftCardNumber(input: string): boolean {
  return giftCardDigits(input) !== undefined;
}

export function isGiftCardPin(input: string): boolean {
  return GIFT_CARD_PIN.test(input);
}

/** A tax-exemption certificate id: 4 to 20 letters, digits or dashes, starting with a letter or digit. */
const TAX_EXEMPT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{3,19}$/;

export function isTaxExemptId(input: string): boolean {
  return TAX_EXEMPT_ID_PATTERN.test(input.trim());
}

export const FORMAT_CHECKS = {
  email: isEmail,
  phone: isValidPhone,
  giftCardNumber: isGiftCardNumber,
  giftCardPin: isGiftCardPin,
  taxExemptId: isTaxExemptId,
} as const;

export type FieldFormat = keyof typeof FORMAT_CHECKS;
