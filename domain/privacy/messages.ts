/**
 * The privacy forms' fields and refusals: limits, English texts with `[name]` placeholders and
 * the code the API sends with each. The storefront's form rules (lib/validation/privacy-schema.ts)
 * and the API (server/modules/privacy/) are built from these; names, email and phone use the
 * guest's rules and standard texts.
 */
import { interpolate } from '../interpolate';
import { GUEST_FIELDS, PROFILE_FIELDS, type FormRules } from '../validation/fields';

export const PRIVACY_MESSAGES = {
  requestTypeRequired: 'Choose what you are asking us to do',
  requestTypeUnknown: 'Request type "[requestType]" is not one we offer: choose one from the list',
  requestTypeNotOffered: 'This request is not a right the privacy law of this site gives: choose one from the list',
  requestorTypeRequired: 'Tell us who is making the request',
  requestorTypeUnknown: 'Requestor type "[requestorType]" is not one we offer: choose one from the list',
  agentNameRequired: 'Enter the name of the authorised agent making the request',
  agentNameTooLong: 'The agent’s name takes at most [max] characters',
  correctionsRequired: 'Enter at least one correction: first name, last name or phone number',
  correctionsOnlyToCorrect: 'Corrections belong to a request to correct your data only',
  detailsTooLong: 'Details take at most [max] characters',
  confirmationUnknown: 'This confirmation link is not valid. Send your request again from the privacy request form',
  confirmationExpired: 'This confirmation link expired on [expiredAt]. Send your request again from the privacy request form',
  alreadyConfirmed: 'This request was already confirmed and carried out on [completedAt]',
  exportUnknown: 'This download link is not valid',
  exportExpired: 'This download link expired on [expiredAt]. Send a new request to know your data',
  brandAdminOnly: 'Privacy requests are for brand administrators only',
} as const;

export type PrivacyMessageName = keyof typeof PRIVACY_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type PrivacyErrorCode = `privacy_${Snake<PrivacyMessageName>}`;

export function privacyErrorCode(name: PrivacyMessageName): PrivacyErrorCode {
  return `privacy_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as PrivacyErrorCode;
}

/** Every code a privacy refusal carries; the storefront has a text for each (privacy.error.<code>). */
export const PRIVACY_ERROR_CODES: readonly PrivacyErrorCode[] = (Object.keys(PRIVACY_MESSAGES) as PrivacyMessageName[]).map(privacyErrorCode);

const PRIVACY_AGENT_NAME_MAX = 160;
const PRIVACY_DETAILS_MAX = 1000;
/** The longest confirmation or download token accepted (they are 43 characters). */
export const PRIVACY_TOKEN_MAX = 128;

/** The numbers the texts are written with. */
export const PRIVACY_LIMITS: Partial<Record<PrivacyMessageName, Record<string, number>>> = {
  agentNameTooLong: { max: PRIVACY_AGENT_NAME_MAX },
  detailsTooLong: { max: PRIVACY_DETAILS_MAX },
};

export function privacyText(name: PrivacyMessageName, params: Record<string, string | number> = {}): string {
  return interpolate(PRIVACY_MESSAGES[name], { ...PRIVACY_LIMITS[name], ...params });
}

/** The person a request is about, and what else it says. */
export const PRIVACY_REQUEST_FIELDS = {
  firstName: GUEST_FIELDS.firstName,
  lastName: GUEST_FIELDS.lastName,
  email: GUEST_FIELDS.email,
  /** Optional: helps us find orders placed with it. */
  phone: { max: GUEST_FIELDS.phone.max, format: 'phone', invalid: 'invalidPhone' },
  agentName: { max: PRIVACY_AGENT_NAME_MAX, invalid: 'agentNameTooLong' },
  details: { max: PRIVACY_DETAILS_MAX, invalid: 'detailsTooLong' },
} as const satisfies FormRules;

/** A request to correct carries the corrected values, each optional, with the profile's rules. */
export const PRIVACY_CORRECTION_FIELDS = {
  firstName: { max: PROFILE_FIELDS.firstName.max },
  lastName: { max: PROFILE_FIELDS.lastName.max },
  phone: { max: PROFILE_FIELDS.phone.max, format: 'phone', invalid: 'invalidPhone' },
} as const satisfies FormRules;

/** The do-not-sell form: who opts out. */
export const DO_NOT_SELL_FIELDS = {
  firstName: GUEST_FIELDS.firstName,
  lastName: GUEST_FIELDS.lastName,
  email: GUEST_FIELDS.email,
} as const satisfies FormRules;
