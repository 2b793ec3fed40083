/**
 * Privacy requests: every right a market's law gives a person over their personal data (which
 * market offers which is domain/privacy/laws.ts), what each right does when carried out, who may
 * ask (the person or their authorised agent), and the request's clock: a confirmation link that
 * expires and the download link of an export (the due date is the law's: laws.ts).
 */

export const PRIVACY_REQUEST_TYPES = [
  'know',
  'access',
  'confirm',
  'portability',
  'sharingInfo',
  'correct',
  'delete',
  'anonymise',
  'optOut',
  'stopUse',
  'object',
  'withdrawConsent',
] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];

/**
 * What carrying out a request does: export everything held about the email, erase it, write the
 * corrections to the profile, or record an opt-out of sale, sharing and marketing.
 */
export type PrivacyAction = 'export' | 'erase' | 'correct' | 'optOut';

const ACTION_OF_TYPE: Record<PrivacyRequestType, PrivacyAction> = {
  know: 'export',
  access: 'export',
  confirm: 'export',
  portability: 'export',
  sharingInfo: 'export',
  correct: 'correct',
  delete: 'erase',
  anonymise: 'erase',
  optOut: 'optOut',
  stopUse: 'optOut',
  object: 'optOut',
  withdrawConsent: 'optOut',
};

export function privacyActionOf(type: PrivacyRequestType): PrivacyAction {
  return ACTION_OF_TYPE[type];
}

export const PRIVACY_REQUESTOR_TYPES = ['consumer', 'agent'] as const;
export type PrivacyRequestorType = (typeof PRIVACY_REQUESTOR_TYPES)[number];

/** A request waits for its emailed confirmation, then is carried out at once. */
const PRIVACY_REQUEST_STATUSES = ['awaitingConfirmation', 'completed'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** How long the emailed confirmation link works. */
const PRIVACY_CONFIRM_HOURS = 48;
/** How long the download link of a "know" export works once made. */
export const PRIVACY_EXPORT_DAYS = 7;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export function isPrivacyRequestType(value: string): value is PrivacyRequestType {
  return (PRIVACY_REQUEST_TYPES as readonly string[]).includes(value);
}

export function isPrivacyRequestorType(value: string): value is PrivacyRequestorType {
  return (PRIVACY_REQUESTOR_TYPES as readonly string[]).includes(value);
}

export function confirmationExpiresAt(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + PRIVACY_CONFIRM_HOURS * HOUR_MS);
}

export function exportExpiresAt(completedAt: Date): Date {
  return new Date(completedAt.getTime() + PRIVACY_EXPORT_DAYS * DAY_MS);
}

/** An email as the privacy tables key it: trimmed and lower-cased. */
export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}
