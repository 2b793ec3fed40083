/**
 * The privacy forms' field checks: each text against its rule (required, length, shape) with the
 * standard texts (names, email, phone) or the privacy texts, each refusal with its code; and the
 * privacy refusals as typed errors.
 */
import { messageCode } from '@/domain/error-codes';
import { VALIDATION_MESSAGES } from '@/domain/messages';
import { PRIVACY_LIMITS, PRIVACY_MESSAGES, privacyErrorCode, privacyText, type PrivacyMessageName } from '@/domain/privacy';
import { FORMAT_CHECKS, type FieldRule } from '@/domain/validation';
import { BadRequestError, HttpError } from '@/server/errors';

type StandardName = keyof typeof VALIDATION_MESSAGES;
type MessageName = StandardName | PrivacyMessageName;

/** A privacy refusal: its English text and code, with its limits and `params` filled in and sent along. */
export function privacyError(status: number, name: PrivacyMessageName, values: Record<string, string | number> = {}): HttpError {
  const params = { ...PRIVACY_LIMITS[name], ...values };
  return new HttpError(status, privacyText(name, params), undefined, { code: privacyErrorCode(name), ...(Object.keys(params).length > 0 ? { params } : {}) });
}

function refusal(name: MessageName): HttpError {
  if (name in PRIVACY_MESSAGES) return privacyError(400, name as PrivacyMessageName);
  return new BadRequestError(VALIDATION_MESSAGES[name as StandardName], undefined, { code: messageCode(name as StandardName) });
}

function fieldRefusal(rule: FieldRule<string>, raw: string | undefined): HttpError | null {
  const value = (raw ?? '').trim();
  if (!value) return rule.required ? refusal(rule.required as MessageName) : null;
  if (value.length > rule.max && rule.invalid) return refusal(rule.invalid as MessageName);
  if (rule.format && !FORMAT_CHECKS[rule.format](value) && rule.invalid) return refusal(rule.invalid as MessageName);
  return null;
}

/** The fields trimmed (an empty optional one becomes null), or the first refusal thrown with every field's message in `errors`. */
export function checkTexts<K extends string>(rules: Record<K, FieldRule<string>>, values: { [key in NoInfer<K>]?: string }): Record<K, string | null> {
  const keys = Object.keys(rules) as K[];
  const refusals = keys.map((key) => fieldRefusal(rules[key], values[key])).filter((error): error is HttpError => error !== null);
  const [first] = refusals;
  if (first) throw new HttpError(first.statusCode, first.message, refusals.map((error) => error.message), { code: first.code, params: first.params });
  return Object.fromEntries(keys.map((key) => [key, values[key]?.trim() || null])) as Record<K, string | null>;
}
