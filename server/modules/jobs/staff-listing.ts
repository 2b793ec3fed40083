/**
 * The applications staff read: store staff those of their stores, a brand admin every one of the
 * brand; and an application's file. Another store's store id or application answers 404.
 */
import { UPLOAD_EXTENSIONS, UPLOAD_MEDIA_TYPES } from '@/domain/jobs';
import type { WireJobApplicationPage, WireStaffJobApplication } from '@/domain/wire/jobs';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { staffStoreFilter } from '@/server/modules/staff';
import { staffStorePage, type StaffPageQuery } from '@/server/modules/surveys';
import type { JobDeps } from './deps';
import { jobError } from './errors';
import { applicationPage, findApplication, type ApplicationRow } from './repository';

/** The download's name: the applicant's last name in plain letters and the application's first characters. */
export function fileNameOf(row: Pick<ApplicationRow, 'id' | 'lastName' | 'fileKind'>): string {
  const name = row.lastName.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase().slice(0, 40) || 'applicant';
  return `application-${name}-${row.id.slice(0, 8)}.${UPLOAD_EXTENSIONS[row.fileKind]}`;
}

export function presentApplication(row: ApplicationRow, storeTitle: string): WireStaffJobApplication {
  return {
    id: row.id,
    store: { id: row.locationId, title: storeTitle },
    positionId: row.positionId,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phone: row.phone,
    days: row.days,
    shifts: row.shifts,
    file: { kind: row.fileKind, bytes: row.fileBytes, name: fileNameOf(row) },
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  };
}

export function staffApplications(db: Database, staff: StaffIdentity, query: StaffPageQuery): Promise<WireJobApplicationPage> {
  return staffStorePage(db, staff, query, applicationPage, ({ row, storeTitle }) => presentApplication(row, storeTitle));
}

export type ApplicationFile = { body: Buffer; mediaType: string; name: string; storeId: number };

export async function staffApplicationFile(deps: JobDeps, staff: StaffIdentity, id: string): Promise<ApplicationFile> {
  const row = await findApplication(deps.db, await staffStoreFilter(deps.db, staff), id);
  if (!row) throw jobError(404, 'applicationNotFound', { id });
  const body = await deps.storage.get(row.fileKey);
  if (!body) throw jobError(404, 'fileNotFound', { id });
  return { body, mediaType: UPLOAD_MEDIA_TYPES[row.fileKind], name: fileNameOf(row), storeId: row.locationId };
}
