/**
 * The checks every survey form shares: its text fields against their rules (required, length,
 * shape), with the standard texts (names, email, phone) or the survey's own, each refusal with its
 * code; and the survey refusals as typed errors.
 */
import { messageCode } from '@/domain/error-codes';
import { VALIDATION_MESSAGES } from '@/domain/messages';
import { FORMAT_CHECKS, surveyErrorCode, surveyText, SURVEY_LIMITS, SURVEY_MESSAGES, type FieldRule, type SurveyMessageName } from '@/domain/validation';
import { BadRequestError, HttpError } from '@/server/errors';

type StandardName = keyof typeof VALIDATION_MESSAGES;
type MessageName = StandardName | SurveyMessageName;

/** A survey refusal: its English text and code, with its limits and `params` filled in and sent along. */
export function surveyError(status: number, name: SurveyMessageName, values: Record<string, string | number> = {}): HttpError {
  const params = { ...SURVEY_LIMITS[name], ...values };
  return new HttpError(status, surveyText(name, params), undefined, { code: surveyErrorCode(name), ...(Object.keys(params).length > 0 ? { params } : {}) });
}

function refusal(name: MessageName): HttpError {
  if (name in SURVEY_MESSAGES) return surveyError(400, name as SurveyMessageName);
  // A standard text carries its own code (domain/error-codes.ts).
  return new BadRequestError(VALIDATION_MESSAGES[name as StandardName], undefined, { code: messageCode(name as StandardName) });
}

/** The refusal of one field, or null: required first, then length and shape. */
export function fieldRefusal(rule: FieldRule<MessageName>, raw: string | undefined): HttpError | null {
  const value = (raw ?? '').trim();
  if (!value) return rule.required ? refusal(rule.required) : null;
  if (value.length > rule.max && rule.invalid) return refusal(rule.invalid);
  if (rule.format && !FORMAT_CHECKS[rule.format](value) && rule.invalid) return refusal(rule.invalid);
  return null;
}

/**
 * The fields trimmed (an empty optional one becomes null), or the first refusal thrown with
 * every field's message in `errors`.
 */
export function checkTexts<K extends string>(rules: Record<K, FieldRule<MessageName>>, values: { [key in NoInfer<K>]?: string }): Record<K, string | null> {
  const keys = Object.keys(rules) as K[];
  const refusals = keys.map((key) => fieldRefusal(rules[key], values[key])).filter((error): error is HttpError => error !== null);
  const [first] = refusals;
  if (first) throw new HttpError(first.statusCode, first.message, refusals.map((error) => error.message), { code: first.code, params: first.params });
  return Object.fromEntries(keys.map((key) => [key, values[key]?.trim() || null])) as Record<K, string | null>;
}
