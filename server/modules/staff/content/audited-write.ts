/**
 * A console change to content: the row written in one transaction with its audit row (who, when,
 * from where, before and after), for blog posts and list entries alike.
 */
import type { StaffAuditAction } from '@/domain/wire/staff-audit';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { recordAudit, type AuditSubjectType } from '../audit';
import type { StaffCaller } from '../deps';

export type ContentDeps = { db: Database; now: () => Date };

/** What is audited of a kind of row: its subject type and the facts kept before and after. */
export type AuditedKind<Row> = { subjectType: AuditSubjectType; facts(row: Row): Record<string, unknown> };

export type ContentChange<Row> = { action: StaffAuditAction; before: Row | null };

/** Runs `write` and records its audit row in one transaction; the row written and the time it was written at. */
export async function auditedWrite<Row extends { id: number }>(
  deps: ContentDeps,
  caller: StaffCaller,
  identity: StaffIdentity,
  kind: AuditedKind<Row>,
  change: ContentChange<Row>,
  write: (tx: Database, now: Date) => Promise<Row>,
): Promise<{ row: Row; now: Date }> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const after = await write(tx, now);
    await recordAudit(tx, {
      staffId: identity.id,
      action: change.action,
      subjectType: kind.subjectType,
      subjectId: String(after.id),
      before: change.before ? kind.facts(change.before) : null,
      after: kind.facts(after),
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
    return after;
  });
  return { row, now };
}
