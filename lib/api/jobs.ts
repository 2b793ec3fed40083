/**
 * The careers page's calls (domain/wire/jobs.ts): the market's stores that are hiring with their
 * open positions, and sending an application with its file as multipart; for staff, the
 * applications of their stores and a file's download (with the staff token, never a public link).
 */
import { JOB_PATHS, type WireJobApplicationPage, type WireJobApplicationReceipt, type WireJobOpenings, type WireStaffJobApplication } from '@/domain/wire/jobs';
import { ApiError } from './api-error';
import { apiGet, apiPost, type ApiContext } from './client';
import { publicApiConfig } from './config';
import { failureDetail, failureMessage } from './failure-message';
import { apiHeaders } from './headers';
import { apiUrl } from './url';

const BASE = '/online-ordering';

export type JobOpenings = WireJobOpenings;
export type JobStore = WireJobOpenings['stores'][number];
export type JobApplicationReceipt = WireJobApplicationReceipt;
export type StaffJobApplication = WireStaffJobApplication;

export function fetchJobOpenings(ctx: ApiContext): Promise<JobOpenings> {
  return apiGet<JobOpenings>(ctx, `${BASE}${JOB_PATHS.openings}`);
}

export function sendJobApplication(ctx: ApiContext, form: FormData): Promise<JobApplicationReceipt> {
  return apiPost<JobApplicationReceipt>(ctx, `${BASE}${JOB_PATHS.applications}`, form);
}

export type StaffJobApplicationPage = WireJobApplicationPage;

/** A page of the applications the staff member may read (staff context), newest first. */
export function fetchStaffJobApplications(ctx: ApiContext, query: { storeId?: number; page?: number; pageSize?: number } = {}): Promise<StaffJobApplicationPage> {
  return apiGet<StaffJobApplicationPage>(ctx, `${BASE}${JOB_PATHS.staffApplications}`, { query });
}

/** An application's file as a Blob (staff context): the API answers it as an attachment, never at a public address. */
export async function fetchStaffApplicationFile(ctx: ApiContext, id: string): Promise<Blob> {
  const response = await fetch(apiUrl(publicApiConfig(), `${BASE}${JOB_PATHS.staffApplications}/${encodeURIComponent(id)}/file`), {
    headers: { ...apiHeaders(ctx), Accept: '*/*' },
  });
  if (!response.ok) {
    const body = await response.text();
    throw new ApiError(response.status, failureMessage(body, response.headers.get('content-type')), failureDetail(body));
  }
  return response.blob();
}
