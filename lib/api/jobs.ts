/**
 * The careers page's calls (domain/wire/jobs.ts): the market's stores that are hiring with their
 * open positions, and sending an application with its file as multipart; for staff, the
 * applications of their stores (a file's download is ./staff-application-file.ts, fetched with the click).
 */
import { JOB_PATHS, type WireJobApplicationPage, type WireJobApplicationReceipt, type WireJobOpenings, type WireStaffJobApplication } from '@/domain/wire/jobs';
import { apiGet, apiPost, type ApiContext } from './client';

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
