/**
 * Yup fields built from the shared field rules of domain/validation: the same limits, shapes and
 * message names the API enforces, the texts in the form's language.
 */
import type { CountryCode } from '@/domain/markets';
import { number, string } from 'yup';
import { containsCardNumber } from '@/domain/payments/card-data';
import { CATERING_HEADCOUNT } from '@/domain/validation/catering';
import { postalCodeMessage, type FieldRule } from '@/domain/validation/fields';
import { FORMAT_CHECKS, isPostalCode } from '@/domain/validation/patterns';

/** The texts a field may show: its rule's message names, plus the card-number refusal. */
export type FieldMessages<M extends string> = Readonly<Record<M, string>> & { readonly cardNumberNotAllowed?: string };

/**
 * A trimmed text field: required with its message, at most `max` characters (the format's message
 * when it has one), of its format, and without a card number when the rule says so.
 * `requiredMessage` replaces the rule's required message (a Canadian Province, say).
 */
export function textField<M extends string>(rule: FieldRule<M>, messages: FieldMessages<M>, requiredMessage?: string) {
  let field = string().trim();
  if (rule.required) field = field.required(requiredMessage ?? messages[rule.required]);
  const invalid = rule.invalid ? messages[rule.invalid] : undefined;
  field = field.max(rule.max, invalid);
  const format = rule.format;
  if (format) field = field.test(format, invalid ?? '', (value) => !value || FORMAT_CHECKS[format](value));
  if (rule.refusesCardNumber) {
    field = field.test('card-number', messages.cardNumberNotAllowed ?? '', (value) => !value || !containsCardNumber(value));
  }
  return field;
}

/** The texts a postal code field may show beyond its rule's: the wrong-shape message of each country. */
export type PostalCodeMessages = Readonly<Record<ReturnType<typeof postalCodeMessage>, string>>;

/**
 * A postal code (a rule with `postalCode`): a text field that must also have the shape of
 * `country`'s postal codes, with "ZIP code" or "postal code" in
 * its message.
 */
export function postalCodeField<M extends string>(
  rule: FieldRule<M>,
  messages: FieldMessages<M> & PostalCodeMessages,
  country: CountryCode,
  requiredMessage?: string,
) {
  const field = textField(rule, messages, requiredMessage);
  return field.test('postal-code', messages[postalCodeMessage(country)], (value) => !value || isPostalCode(country, value));
}

/** A catering event's number of guests: a whole number within the catering headcount limits, one message for every refusal. */
export function headcountField(outOfRange: string) {
  const { min, max } = CATERING_HEADCOUNT;
  return number().typeError(outOfRange).required(outOfRange).integer(outOfRange).min(min, outOfRange).max(max, outOfRange);
}
