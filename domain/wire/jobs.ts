/**
 * The job applications (under /online-ordering). Types only.
 *
 * - GET  /labor-management/job-openings → WireJobOpenings (the request's market: its stores hiring, each with its open positions)
 * - POST /labor-management/job-applications  multipart/form-data → 201 WireJobApplicationReceipt
 *     Text fields: firstName, lastName, email, phone, storeId, positionId, days (repeated), shifts (repeated), website (honeypot).
 *     One file field `file`: a JPEG or PNG photo or a PDF résumé, at most the configured megabytes.
 * - GET  /staff/job-applications?storeId=&page=&pageSize= → WireJobApplicationPage
 * - GET  /staff/job-applications/{id}/file → the file (attachment)
 *     Staff token only. Store staff see their stores' applications; a brand admin every one of the brand.
 */
import type { UploadKind, WorkDay, WorkShift } from '../jobs';

export const JOB_PATHS = {
  openings: '/labor-management/job-openings',
  applications: '/labor-management/job-applications',
  staffApplications: '/staff/job-applications',
} as const;

type WireJobStore = { id: number; title: string; city: string; state: string; positionIds: number[] };

export type WireJobOpenings = { stores: WireJobStore[]; uploadMaxMb: number };

export type WireJobApplicationReceipt = { id: string; email: string };

export type WireStaffJobApplication = {
  id: string;
  store: { id: number; title: string };
  positionId: number;
  name: string;
  email: string;
  phone: string;
  days: WorkDay[];
  shifts: WorkShift[];
  file: { kind: UploadKind; bytes: number; name: string };
  locale: string;
  createdAt: string;
};

export type WireJobApplicationPage = { data: WireStaffJobApplication[]; total: number; page: number; pageSize: number };
