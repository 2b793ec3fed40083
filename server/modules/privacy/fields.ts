/**
 * The privacy forms' field checks: each text against its rule (required, length, shape) with the
 * standard texts (names, email, phone) or the privacy texts, each refusal with its code; and the
 * privacy refusals as typed errors.
 */
import { PRIVACY_LIMITS, PRIVACY_MESSAGES, privacyErrorCode, privacyText, type PrivacyMessageName } from '@/domain/privacy';
import type { CountryCode } from '@/domain/markets';
import type { FieldRule } from '@/domain/validation';
import type { HttpError } from '@/server/errors';
import { checkFields, formError, standardError, type StandardName } from '@/server/modules/surveys';

type MessageName = StandardName | PrivacyMessageName;

/** A privacy refusal: its English text and code, with its limits and `params` filled in and sent along. */
export function privacyError(status: number, name: PrivacyMessageName, values: Record<string, string | number> = {}): HttpError {
  const params = { ...PRIVACY_LIMITS[name], ...values };
  return formError(status, privacyText(name, params), privacyErrorCode(name), params);
}

function refusal(name: MessageName): HttpError {
  return name in PRIVACY_MESSAGES ? privacyError(400, name as PrivacyMessageName) : standardError(name as StandardName);
}

/**
 * The fields trimmed (an empty optional one becomes null, a phone of `country`, the market's, in
 * E.164), or the first refusal thrown with every field's message in `errors`.
 */
export function checkTexts<K extends string>(rules: Record<K, FieldRule<string>>, values: { [key in NoInfer<K>]?: string }, country: CountryCode): Record<K, string | null> {
  return checkFields(rules, values, (name) => refusal(name as MessageName), country);
}
