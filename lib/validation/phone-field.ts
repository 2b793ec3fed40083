/**
 * A phone field of a form (a rule of format 'phone'), in its own file so only the forms that ask a
 * phone carry it. Its check (libphonenumber-js with the markets' numbering plans, about 12 kB
 * gzip) is fetched when a form with a phone field first builds its rules, not with the page: until
 * it arrives a number is not judged, a submit waits for it, and the form is checked again when it
 * arrives (lib/form/checks.ts), so the diner sees the same messages as the API gives.
 */
import type { CountryCode } from '@/domain/markets';
import type { FieldRule } from '@/domain/validation/fields';
import { fetchedOnUse, firstOf, holds, type Check } from '@/lib/form/checks';
import { textField, type FieldMessages } from './fields';

const phones = fetchedOnUse(() => import('@/domain/validation/phones'));

/**
 * Whether a text is a valid phone number dialled from a country (domain/validation/phones.ts, as
 * the API checks it). Asking for the check starts fetching it; until it arrives every text passes.
 */
export function phoneCheck(): (country: CountryCode, text: string) => boolean {
  phones();
  return (country, text) => phones()?.isPhoneOf(country, text) ?? true;
}

/** The check of phoneCheck for one country. */
export function phoneOf(country: CountryCode): (text: string) => boolean {
  const isPhone = phoneCheck();
  return (text) => isPhone(country, text);
}

/**
 * A phone number (a rule of format 'phone'): a text field that must be a valid number dialled
 * from `country`, nationally (090-1234-5678 in Japan) or with its +, with the rule's invalid message.
 */
export function phoneField<V, M extends string>(rule: FieldRule<M>, messages: FieldMessages<M>, country: CountryCode, requiredMessage?: string): Check<V> {
  const invalid = rule.invalid ? messages[rule.invalid] : '';
  return firstOf(textField({ ...rule, format: undefined }, messages, requiredMessage), holds(invalid, phoneOf(country)));
}
