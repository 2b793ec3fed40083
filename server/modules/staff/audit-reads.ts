/**
 * A staff read of personal data is an audit row: who (the signed-in member), what (a record's
 * kind and id, or a list's kind and filter), which store when it is known, when, and from which
 * client address. The row is written after the data is loaded and before it is answered, in the
 * same request: a read that is refused or not found (the load throws) records nothing, and a
 * read whose row cannot be written is not answered, so no answered read goes unrecorded.
 */
import type { FastifyRequest } from 'fastify';
import { signedInStaff } from '@/server/auth/staff-guard';
import type { Database } from '@/server/db/client';
import { recordAudit, type AuditReadSubject } from './audit';

export type AuditedRead = {
  subjectType: AuditReadSubject;
  /** The record's id; a list has none. */
  subjectId?: string;
  locationId?: number | null;
  /** A list's filter and page, as the request asked for them. */
  filter?: Record<string, unknown>;
};

type ReadDeps = { db: Database; now: () => Date };

/** Loads what a guarded staff route answers, then records the read of it. */
export async function auditedRead<T>(deps: ReadDeps, request: FastifyRequest, load: () => Promise<T>, readOf: (loaded: T) => AuditedRead): Promise<T> {
  const loaded = await load();
  const read = readOf(loaded);
  await recordAudit(deps.db, {
    staffId: signedInStaff(request).id,
    action: 'read',
    subjectType: read.subjectType,
    subjectId: read.subjectId ?? 'list',
    locationId: read.locationId ?? null,
    after: read.filter ? { filter: read.filter } : null,
    requestId: request.id,
    clientAddress: request.ip,
    at: deps.now(),
  });
  return loaded;
}

/** The read of a list: its kind, and its filter (the store it was narrowed to, when it was). */
export function listRead(subjectType: AuditReadSubject, query: object): AuditedRead {
  const filter = { ...query } as Record<string, unknown>;
  const storeId = typeof filter.storeId === 'number' ? filter.storeId : null;
  return { subjectType, locationId: storeId, filter };
}
