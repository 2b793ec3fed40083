/**
 * The staff audit log: one row per staff action, with who, when, from which client address,
 * what, on which subject, and the state before and after. Written in the transaction of the
 * change it records, so a change without its row (or a row without its change) never commits.
 * A refused sign-in and a read of personal data are rows too (audit-reads.ts).
 */
import type { Database } from '@/server/db/client';
import type { StaffAuditAction } from '@/server/db/schema';
import { insertAuditRow } from './audit-log-repository';

/** What a read concerned: one record, or a list (its subject id is 'list', its filter in `after`). */
export type AuditReadSubject =
  | 'job-application'
  | 'job-applications'
  | 'privacy-requests'
  | 'lead'
  | 'order-feedback'
  | 'catering-feedback'
  | 'catering-contest'
  | 'general-feedback'
  | 'talk-to'
  | 'review-holds';

export type AuditSubjectType = 'order' | 'staff' | 'lead' | 'store-hours' | 'store' | 'blog-post' | 'content-entry' | 'content-document' | 'coupon' | 'price' | 'menu-item' | 'menu-category' | 'menu-subcategory' | 'loyalty' | 'delivery-fee-cap' | AuditReadSubject;

export type AuditEntry = {
  /** Null only for a refused sign-in with an unknown address. */
  staffId: number | null;
  action: StaffAuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  locationId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  requestId?: string | null;
  /** The client's address (request.ip); null only where no request is behind the row. */
  clientAddress: string | null;
  /** A refused sign-in: the address tried. */
  email?: string | null;
  /** A refused sign-in of an unknown address: the brand of the console it was tried on. */
  brandId?: number | null;
  at: Date;
};

/** request.ip is an IPv4 or IPv6 address; anything longer than the column is cut, never refused. */
const CLIENT_ADDRESS_MAX = 64;

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    staffId: entry.staffId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    locationId: entry.locationId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
    clientAddress: entry.clientAddress?.slice(0, CLIENT_ADDRESS_MAX) ?? null,
    email: entry.email ?? null,
    brandId: entry.brandId ?? null,
    createdAt: entry.at,
  });
}
