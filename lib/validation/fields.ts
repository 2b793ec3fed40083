/**
 * Field checks built from the shared field rules of domain/validation: the same limits, shapes and
 * message names the API enforces, the texts in the form's language.
 */
import type { CountryCode } from '@/domain/markets';
import { containsCardNumber } from '@/domain/payments/card-data';
import { postalCodeMessage, type FieldRule } from '@/domain/validation/fields';
import { FORMAT_CHECKS, isPostalCode } from '@/domain/validation/patterns';
import { interpolate } from '@/domain/interpolate';
import { firstOf, holds, maxLength, required, type Check } from '@/lib/form/checks';
import { ENGLISH_FORM_MESSAGES } from './messages';

/** The texts a field may show: its rule's message names, plus the card-number refusal and the length limit. */
export type FieldMessages<M extends string> = Readonly<Record<M, string>> & { readonly cardNumberNotAllowed?: string; readonly tooLong?: string };

/**
 * A text field, judged trimmed: required with its message, at most `max` characters (the format's
 * message when it has one, else "at most [max] characters"), of its format, and without a card
 * number when the rule says so. `requiredMessage` replaces the rule's required message (a
 * Canadian Province, say).
 */
export function textField<V, M extends string>(rule: FieldRule<M>, messages: FieldMessages<M>, requiredMessage?: string): Check<V> {
  const checks: Check<V>[] = [];
  if (rule.required) checks.push(required(requiredMessage ?? messages[rule.required]));
  const invalid = rule.invalid ? messages[rule.invalid] : undefined;
  checks.push(maxLength(rule.max, invalid ?? interpolate(messages.tooLong ?? ENGLISH_FORM_MESSAGES.tooLong, { max: rule.max })));
  const format = rule.format;
  if (format) checks.push(holds(invalid ?? '', FORMAT_CHECKS[format]));
  if (rule.refusesCardNumber) checks.push(holds(messages.cardNumberNotAllowed ?? '', (text) => !containsCardNumber(text)));
  return firstOf(...checks);
}

/** The texts a postal code field may show beyond its rule's: the wrong-shape message of each country. */
type PostalCodeMessages = Readonly<Record<ReturnType<typeof postalCodeMessage>, string>>;

/**
 * A postal code (a rule with `postalCode`): a text field that must also have the shape of
 * `country`'s postal codes, with "ZIP code" or "postal code" in its message.
 */
export function postalCodeField<V, M extends string>(
  rule: FieldRule<M>,
  messages: FieldMessages<M> & PostalCodeMessages,
  country: CountryCode,
  requiredMessage?: string,
): Check<V> {
  return firstOf(textField(rule, messages, requiredMessage), holds(messages[postalCodeMessage(country)], (text) => isPostalCode(country, text)));
}
