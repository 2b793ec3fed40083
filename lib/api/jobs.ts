/**
 * The careers page's calls (domain/wire/jobs.ts): the market's stores that are hiring with their
 * open positions, and sending an application with its file as multipart.
 */
import { JOB_PATHS, type WireJobApplicationReceipt, type WireJobOpenings } from '@/domain/wire/jobs';
import { apiGet, apiPost, type ApiContext } from './client';

const BASE = '/online-ordering';

export type JobOpenings = WireJobOpenings;
export type JobStore = WireJobOpenings['stores'][number];
export type JobApplicationReceipt = WireJobApplicationReceipt;

export function fetchJobOpenings(ctx: ApiContext): Promise<JobOpenings> {
  return apiGet<JobOpenings>(ctx, `${BASE}${JOB_PATHS.openings}`);
}

export function sendJobApplication(ctx: ApiContext, form: FormData): Promise<JobApplicationReceipt> {
  return apiPost<JobApplicationReceipt>(ctx, `${BASE}${JOB_PATHS.applications}`, form);
}
