/**
 * The contact forms' refusals: their own texts (domain/validation/contact.ts) with their codes and
 * limits, or the standard texts (names, email, phone, date, restaurant) with theirs; and their text
 * fields checked against their rules, every field's message sent along with the first refusal.
 */
import { messageCode } from '@/domain/error-codes';
import { VALIDATION_MESSAGES } from '@/domain/messages';
import { contactErrorCode, contactText, CONTACT_LIMITS, CONTACT_MESSAGES, FORMAT_CHECKS, type ContactMessageName, type FieldRule } from '@/domain/validation';
import { BadRequestError, HttpError } from '@/server/errors';

type StandardName = keyof typeof VALIDATION_MESSAGES;
type MessageName = StandardName | ContactMessageName;

/** A contact refusal: its English text and code, with its limits and `params` filled in and sent along. */
export function contactError(status: number, name: ContactMessageName, values: Record<string, string | number> = {}): HttpError {
  const params = { ...CONTACT_LIMITS[name], ...values };
  return new HttpError(status, contactText(name, params), undefined, { code: contactErrorCode(name), ...(Object.keys(params).length > 0 ? { params } : {}) });
}

/** A refusal with a standard text; it carries that text's own code. */
export function standardError(name: StandardName): HttpError {
  return new BadRequestError(VALIDATION_MESSAGES[name], undefined, { code: messageCode(name) });
}

function refusal(name: MessageName): HttpError {
  return name in CONTACT_MESSAGES ? contactError(400, name as ContactMessageName) : standardError(name as StandardName);
}

function fieldRefusal(rule: FieldRule<MessageName>, raw: string | undefined): HttpError | null {
  const value = (raw ?? '').trim();
  if (!value) return rule.required ? refusal(rule.required) : null;
  if (value.length > rule.max && rule.invalid) return refusal(rule.invalid);
  if (rule.format && !FORMAT_CHECKS[rule.format](value) && rule.invalid) return refusal(rule.invalid);
  return null;
}

/**
 * The fields trimmed (an empty optional one becomes null), or the first refusal thrown with
 * every refused field's message in `errors`. `more` are refusals of the form's other fields, in
 * the form's order after these.
 */
export function checkContactTexts<K extends string>(
  rules: Record<K, FieldRule<MessageName>>,
  values: { [key in NoInfer<K>]?: string },
  more: (HttpError | null)[] = [],
): Record<K, string | null> {
  const keys = Object.keys(rules) as K[];
  const refusals = [...keys.map((key) => fieldRefusal(rules[key], values[key])), ...more].filter((error): error is HttpError => error !== null);
  const [first] = refusals;
  if (first) throw new HttpError(first.statusCode, first.message, refusals.map((error) => error.message), { code: first.code, params: first.params });
  return Object.fromEntries(keys.map((key) => [key, values[key]?.trim() || null])) as Record<K, string | null>;
}
