/**
 * The checks every form shares: its text fields against their rules (required, length, shape),
 * with the standard texts (names, email, phone, date, restaurant) or the form family's own, each
 * refusal with its code; and the survey refusals as typed errors. The contact and privacy forms
 * check their fields here too, with their own texts.
 */
import { messageCode, type ErrorCode, type ErrorParams } from '@/domain/error-codes';
import { VALIDATION_MESSAGES } from '@/domain/messages';
import { FORMAT_CHECKS, surveyErrorCode, surveyText, SURVEY_LIMITS, SURVEY_MESSAGES, type FieldRule, type SurveyMessageName } from '@/domain/validation';
import type { CountryCode } from '@/domain/markets';
import { isPhoneOf, phoneE164 } from '@/domain/validation/phones';
import { BadRequestError, HttpError } from '@/server/errors';

export type StandardName = keyof typeof VALIDATION_MESSAGES;
type MessageName = StandardName | SurveyMessageName;

/** A refusal with a standard text; it carries that text's own code (domain/error-codes.ts). */
export function standardError(name: StandardName): HttpError {
  return new BadRequestError(VALIDATION_MESSAGES[name], undefined, { code: messageCode(name) });
}

/** A refusal with a form family's own text and code, its `params` sent along when it has any. */
export function formError(status: number, text: string, code: ErrorCode, params: ErrorParams): HttpError {
  return new HttpError(status, text, undefined, { code, ...(Object.keys(params).length > 0 ? { params } : {}) });
}

/** A survey refusal: its English text and code, with its limits and `params` filled in and sent along. */
export function surveyError(status: number, name: SurveyMessageName, values: Record<string, string | number> = {}): HttpError {
  const params = { ...SURVEY_LIMITS[name], ...values };
  return formError(status, surveyText(name, params), surveyErrorCode(name), params);
}

function refusal(name: MessageName): HttpError {
  return name in SURVEY_MESSAGES ? surveyError(400, name as SurveyMessageName) : standardError(name as StandardName);
}

/**
 * The refusal of one field, or null: required first, then length and shape; `refusalOf` makes the
 * error of a message name. A phone is a number dialled from `country`, the market's (national or
 * with its +, domain/validation/phones.ts).
 */
export function fieldRefusal<N extends string>(rule: FieldRule<N>, raw: string | undefined, refusalOf: (name: N) => HttpError, country: CountryCode): HttpError | null {
  const value = (raw ?? '').trim();
  if (!value) return rule.required ? refusalOf(rule.required) : null;
  if (value.length > rule.max && rule.invalid) return refusalOf(rule.invalid);
  const shaped = rule.format === 'phone' ? isPhoneOf(country, value) : !rule.format || FORMAT_CHECKS[rule.format](value);
  if (!shaped && rule.invalid) return refusalOf(rule.invalid);
  return null;
}

/**
 * The fields trimmed (an empty optional one becomes null), a phone in E.164, or the first refusal
 * thrown with every refused field's message in `errors`. `country` is the market's, whose phone
 * numbers a phone field takes. `more` are refusals of the form's other fields, in the form's order
 * after these.
 */
export function checkFields<K extends string, N extends string>(
  rules: Record<K, FieldRule<N>>,
  values: { [key in NoInfer<K>]?: string },
  refusalOf: (name: N) => HttpError,
  country: CountryCode,
  more: (HttpError | null)[] = [],
): Record<K, string | null> {
  const keys = Object.keys(rules) as K[];
  const refusals = [...keys.map((key) => fieldRefusal(rules[key], values[key], refusalOf, country)), ...more].filter((error): error is HttpError => error !== null);
  const [first] = refusals;
  if (first) throw new HttpError(first.statusCode, first.message, refusals.map((error) => error.message), { code: first.code, params: first.params });
  const kept = (key: K) => {
    const value = values[key]?.trim() || null;
    return value && rules[key].format === 'phone' ? phoneE164(value, country) : value;
  };
  return Object.fromEntries(keys.map((key) => [key, kept(key)])) as Record<K, string | null>;
}

/** A survey form's fields checked with the survey's own texts or the standard ones (see checkFields). */
export function checkTexts<K extends string>(rules: Record<K, FieldRule<MessageName>>, values: { [key in NoInfer<K>]?: string }, country: CountryCode): Record<K, string | null> {
  return checkFields(rules, values, refusal, country);
}
