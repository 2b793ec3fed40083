/**
 * The privacy forms' calls (domain/wire/privacy.ts): the request and requestor types in the
 * diner's language, sending a CCPA request or a do-not-sell opt-out, confirming a request from its
 * emailed link, and the address of a "know" request's download.
 */
import {
  PRIVACY_PATHS,
  privacyRequestPath,
  type WireDoNotSellInput,
  type WirePrivacyChoice,
  type WirePrivacyOutcome,
  type WirePrivacyPage,
  type WirePrivacyReceipt,
  type WirePrivacyRequestInput,
  type WireStaffPrivacyRequest,
} from '@/domain/wire/privacy';
import { apiGet, apiPost, type ApiContext } from './client';
import { publicApiConfig } from './config';
import { apiUrl } from './url';

const BASE = '/online-ordering';

export type PrivacyChoice = WirePrivacyChoice;
type PrivacyReceipt = WirePrivacyReceipt;
export type PrivacyOutcome = WirePrivacyOutcome;
export type PrivacyRequestInput = WirePrivacyRequestInput;
export type DoNotSellInput = WireDoNotSellInput;
export type PrivacyPage = WirePrivacyPage;
export type StaffPrivacyRequest = WireStaffPrivacyRequest;

export function fetchRequestTypes(ctx: ApiContext): Promise<PrivacyChoice[]> {
  return apiGet<PrivacyChoice[]>(ctx, `${BASE}${PRIVACY_PATHS.requestTypes}`);
}

export function fetchRequestorTypes(ctx: ApiContext): Promise<PrivacyChoice[]> {
  return apiGet<PrivacyChoice[]>(ctx, `${BASE}${PRIVACY_PATHS.requestorTypes}`);
}

export function sendPrivacyRequest(ctx: ApiContext, input: PrivacyRequestInput): Promise<PrivacyReceipt> {
  return apiPost<PrivacyReceipt>(ctx, `${BASE}${PRIVACY_PATHS.request}`, input);
}

export function confirmPrivacyRequest(ctx: ApiContext, requestId: string, token: string): Promise<PrivacyOutcome> {
  return apiPost<PrivacyOutcome>(ctx, `${BASE}${privacyRequestPath(PRIVACY_PATHS.confirmation, requestId)}`, { token });
}

export function sendDoNotSell(ctx: ApiContext, input: DoNotSellInput): Promise<PrivacyReceipt> {
  return apiPost<PrivacyReceipt>(ctx, `${BASE}${PRIVACY_PATHS.doNotSell}`, input);
}

/** Where the browser downloads a "know" request's export. */
export function exportDownloadUrl(requestId: string, token: string): string {
  return apiUrl(publicApiConfig(), `${BASE}${privacyRequestPath(PRIVACY_PATHS.export, requestId)}`, { token });
}

const STAFF_PRIVACY_PAGE_SIZE = 25;

/** A brand admin's page of the brand's privacy requests, newest first (`ctx` carries the staff token). */
export function fetchStaffPrivacyRequests(ctx: ApiContext, page: number): Promise<WirePrivacyPage> {
  return apiGet<WirePrivacyPage>(ctx, `${BASE}${PRIVACY_PATHS.staffRequests}`, { query: { page, pageSize: STAFF_PRIVACY_PAGE_SIZE } });
}
