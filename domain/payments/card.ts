/**
 * Card checks for the payment form and the gateway: number (brand, length,
 * Luhn), expiry against a given `now`, security code, and how a card is shown once saved.
 * Pure: no clock, no I/O. Every failure names its field and carries a code and a message.
 */
import { interpolate } from '../interpolate';
import { BRAND_RULES, detectBrand, type CardBrand } from './card-brands';
import { luhnValid } from './luhn';
import { CARD_MESSAGES } from './card-messages';

type CardField = 'number' | 'expiry' | 'cvc';
type CardErrorCode =
  | 'number_required'
  | 'number_invalid'
  | 'expiry_required'
  | 'expiry_format'
  | 'expiry_month'
  | 'expired'
  | 'expiry_too_far'
  | 'cvc_required'
  | 'cvc_length';
export type CardFieldError = { field: CardField; code: CardErrorCode; message: string };
type Checked<T> = { ok: true; value: T } | { ok: false; error: CardFieldError };

type CardExpiry = { month: number; year: number };
/** What the diner typed. `expiry` is MM/YY or MM/YYYY. */
export type CardInput = { number: string; expiry: string; cvc: string };
type ValidCard = { number: string; brand: CardBrand; expiry: CardExpiry; cvc: string };

/** Cards are not issued for longer than this many years ahead. */
const MAX_EXPIRY_YEARS_AHEAD = 20;
/** Separators a diner may type between digit groups. */
const SEPARATORS = /[\s-]/g;

const fail = (field: CardField, code: CardErrorCode, message: string) =>
  ({ ok: false, error: { field, code, message } }) as const;

/** The digits of a card number as typed with spaces or dashes: '4242 4242-4242 4242' → '4242424242424242'. */
export function normalizeCardNumber(input: string): string {
  return input.replace(SEPARATORS, '');
}

/** A card number: a known brand, a length that brand issues, and a valid Luhn digit. */
export function validateCardNumber(input: string): Checked<{ number: string; brand: CardBrand }> {
  const number = normalizeCardNumber(input);
  if (number === '') return fail('number', 'number_required', CARD_MESSAGES.numberRequired);
  const brand = /^\d+$/.test(number) ? detectBrand(number) : undefined;
  if (!brand || !BRAND_RULES[brand].lengths.includes(number.length) || !luhnValid(number)) {
    return fail('number', 'number_invalid', CARD_MESSAGES.numberInvalid);
  }
  return { ok: true, value: { number, brand } };
}

/** MM/YY or MM/YYYY (spaces around the slash allowed; a one-digit month too) into numbers. */
export function parseExpiry(input: string): Checked<CardExpiry> {
  const text = input.trim();
  if (text === '') return fail('expiry', 'expiry_required', CARD_MESSAGES.expiryRequired);
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text);
  if (!match) return fail('expiry', 'expiry_format', CARD_MESSAGES.expiryFormat);
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return fail('expiry', 'expiry_month', CARD_MESSAGES.expiryMonth);
  return { ok: true, value: { month, year } };
}

/**
 * Whether a card is past its expiry at `now`. A card works through the last day of its
 * expiry month, and the diner may be in any time zone, so it counts as expired only once
 * that month has ended everywhere on earth (midnight at UTC-12, i.e. 12:00 UTC on the 1st).
 */
export function isExpired(expiry: CardExpiry, now: Date): boolean {
  const endEverywhere = Date.UTC(expiry.year, expiry.month, 1, 12);
  return now.getTime() >= endEverywhere;
}

/** An expiry as typed, checked against `now`: well formed, not expired, not absurdly far. */
export function validateExpiry(input: string, now: Date): Checked<CardExpiry> {
  const parsed = parseExpiry(input);
  if (!parsed.ok) return parsed;
  if (isExpired(parsed.value, now)) return fail('expiry', 'expired', CARD_MESSAGES.expired);
  if (parsed.value.year > now.getUTCFullYear() + MAX_EXPIRY_YEARS_AHEAD) {
    return fail('expiry', 'expiry_too_far', CARD_MESSAGES.expiryTooFar);
  }
  return parsed;
}

/** The number of digits a brand's security code has (4 on the front of an amex, else 3). */
export function cvcLength(brand: CardBrand): 3 | 4 {
  return BRAND_RULES[brand].cvcLength;
}

/** A security code: exactly the brand's length; 3 or 4 digits while the brand is unknown. */
export function validateCvc(input: string, brand: CardBrand | undefined): Checked<string> {
  const cvc = input.trim();
  if (cvc === '') return fail('cvc', 'cvc_required', CARD_MESSAGES.cvcRequired);
  const lengths = brand ? [cvcLength(brand)] : [3, 4];
  if (!/^\d+$/.test(cvc) || !lengths.includes(cvc.length)) {
    const count = lengths.join(' or ');
    return fail('cvc', 'cvc_length', interpolate(CARD_MESSAGES.cvcLength, { count }));
  }
  return { ok: true, value: cvc };
}

/** Every field of the card form at once, so the form can show all its errors together. */
export function validateCard(
  input: CardInput,
  now: Date,
): { ok: true; card: ValidCard } | { ok: false; errors: CardFieldError[] } {
  const number = validateCardNumber(input.number);
  const brand = number.ok ? number.value.brand : detectBrand(normalizeCardNumber(input.number));
  const expiry = validateExpiry(input.expiry, now);
  const cvc = validateCvc(input.cvc, brand);
  if (number.ok && expiry.ok && cvc.ok) {
    return { ok: true, card: { ...number.value, expiry: expiry.value, cvc: cvc.value } };
  }
  const errors = [number, expiry, cvc].flatMap((check) => (check.ok ? [] : [check.error]));
  return { ok: false, errors };
}

/** The last four digits: all a saved card, a receipt or a log may keep of the number. */
export function last4(number: string): string {
  return normalizeCardNumber(number).slice(-4);
}

export { maskedCard } from './card-brands';

/** An expiry as shown on the card: '03/27'. */
export function formatExpiry(expiry: CardExpiry): string {
  return `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;
}
