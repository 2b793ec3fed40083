/**
 * The privacy forms (under /online-ordering, beside the survey forms). Types only.
 *
 * - GET  /survey-management/ccpa-privacy-request-form/request-types   → WirePrivacyChoice[] (labels in the request's language)
 * - GET  /survey-management/ccpa-privacy-request-form/requestor-types → WirePrivacyChoice[]
 * - POST /survey-management/ccpa-privacy-request-form  WirePrivacyRequestInput → 201 WirePrivacyReceipt
 *     Nothing happens until the emailed link is confirmed.
 * - POST /survey-management/ccpa-privacy-request-form/{requestId}/confirmation  { token } → 200 WirePrivacyOutcome
 *     Single use: a second confirmation is a 409; an expired link a 410; an unknown one a 404.
 * - GET  /survey-management/ccpa-privacy-request-form/{requestId}/export?token= → 200 the export (JSON attachment)
 *     Only a completed "know" request's own download token, until it expires.
 * - POST /survey-management/do-not-sell-my-personal-information  WireDoNotSellInput → 201 WirePrivacyReceipt
 * - GET  /staff/privacy-requests?page=&pageSize= → WirePrivacyPage (staff token of a brand admin only)
 *
 * Every form carries the honeypot field `website`, left empty by people.
 */
import type { PrivacyRequestorType, PrivacyRequestStatus, PrivacyRequestType } from '../privacy';

export const PRIVACY_PATHS = {
  requestTypes: '/survey-management/ccpa-privacy-request-form/request-types',
  requestorTypes: '/survey-management/ccpa-privacy-request-form/requestor-types',
  request: '/survey-management/ccpa-privacy-request-form',
  confirmation: '/survey-management/ccpa-privacy-request-form/:requestId/confirmation',
  export: '/survey-management/ccpa-privacy-request-form/:requestId/export',
  doNotSell: '/survey-management/do-not-sell-my-personal-information',
  staffRequests: '/staff/privacy-requests',
} as const;

/** A path with its request id filled in. */
export function privacyRequestPath(path: typeof PRIVACY_PATHS.confirmation | typeof PRIVACY_PATHS.export, requestId: string): string {
  return path.replace(':requestId', encodeURIComponent(requestId));
}

export type WirePrivacyChoice<N extends string = string> = { name: N; label: string };

export type WirePrivacyCorrections = { firstName?: string; lastName?: string; phone?: string };

export type WirePrivacyRequestInput = {
  requestType: string;
  requestorType: string;
  /** Required when an authorised agent makes the request. */
  agentName?: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  /** A request to correct only: the corrected values, at least one. */
  corrections?: WirePrivacyCorrections;
  details?: string;
  website?: string;
};

export type WireDoNotSellInput = { firstName: string; lastName: string; email: string; website?: string };

/** What a submission answers: its id, where the mail went, and (for a request) its legal due date. */
export type WirePrivacyReceipt = { id: string; email: string; dueAt?: string };

export type WirePrivacyOutcome = {
  id: string;
  requestType: PrivacyRequestType;
  status: PrivacyRequestStatus;
  completedAt: string;
  dueAt: string;
  /** What was done, by kind of record: counts, and whether an account was found. */
  outcome: Record<string, number | boolean>;
  /** A "know" request: the export's download token and its expiry. */
  download: { token: string; expiresAt: string } | null;
};

export type WireStaffPrivacyRequest = {
  id: string;
  requestType: PrivacyRequestType;
  requestorType: PrivacyRequestorType;
  agentName: string | null;
  name: string;
  email: string;
  status: PrivacyRequestStatus;
  receivedAt: string;
  dueAt: string;
  completedAt: string | null;
  outcome: Record<string, number | boolean> | null;
  locale: string;
};

export type WirePrivacyPage = { data: WireStaffPrivacyRequest[]; total: number; page: number; pageSize: number };
