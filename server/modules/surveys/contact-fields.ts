/**
 * The contact forms' refusals: their own texts (domain/validation/contact.ts) with their codes and
 * limits, or the standard texts (names, email, phone, date, restaurant) with theirs; and their text
 * fields checked against their rules, every field's message sent along with the first refusal.
 */
import { contactErrorCode, contactText, CONTACT_LIMITS, CONTACT_MESSAGES, type ContactMessageName, type FieldRule } from '@/domain/validation';
import type { CountryCode } from '@/domain/markets';
import type { HttpError } from '@/server/errors';
import { checkFields, formError, standardError, type StandardName } from './fields';

export { standardError };

type MessageName = StandardName | ContactMessageName;

/** A contact refusal: its English text and code, with its limits and `params` filled in and sent along. */
export function contactError(status: number, name: ContactMessageName, values: Record<string, string | number> = {}): HttpError {
  const params = { ...CONTACT_LIMITS[name], ...values };
  return formError(status, contactText(name, params), contactErrorCode(name), params);
}

function refusal(name: MessageName): HttpError {
  return name in CONTACT_MESSAGES ? contactError(400, name as ContactMessageName) : standardError(name as StandardName);
}

/**
 * The fields trimmed (an empty optional one becomes null, a phone of `country` in E.164), or the first refusal thrown with
 * every refused field's message in `errors`. `more` are refusals of the form's other fields, in
 * the form's order after these.
 */
export function checkContactTexts<K extends string>(
  rules: Record<K, FieldRule<MessageName>>,
  values: { [key in NoInfer<K>]?: string },
  country: CountryCode,
  more: (HttpError | null)[] = [],
): Record<K, string | null> {
  return checkFields(rules, values, refusal, country, more);
}
