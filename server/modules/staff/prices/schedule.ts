/**
 * Bulk price changes planned for a time: stored as pending with the request and the preview's
 * count, cancelled by an admin before they run, or applied by the scheduled job once due (the
 * moves planned from the prices of that moment, audited in the name of the admin who planned it).
 * The job runs on the project's job queue: pg-boss on PostgreSQL (once across instances), timers
 * on PGlite.
 */
import { interpolate } from '@/domain/interpolate';
import { PRICE_MESSAGES, SCHEDULE_MAX_DAYS } from '@/domain/pricing';
import type { LocaleTag } from '@/domain/markets';
import type { WireScheduledPriceChange } from '@/domain/wire/staff-prices';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { BadRequestError, ConflictError, NotFoundError } from '@/server/errors';
import type { JobDefinition } from '@/server/jobs/job';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { applyMoves, currencyOf, plannedMoves, scopeOf, type CheckedSpec } from './bulk';
import { presentChange } from './presenter';
import * as prices from './repository';

const DAY_MS = 86_400_000;

/** `runAt` as a time after `now` and within SCHEDULE_MAX_DAYS; 400 otherwise. */
export function checkedRunAt(runAt: string, now: Date): Date {
  const at = new Date(runAt);
  if (Number.isNaN(at.getTime()) || at <= now || at.getTime() - now.getTime() > SCHEDULE_MAX_DAYS * DAY_MS) {
    throw new BadRequestError(PRICE_MESSAGES.runAtInvalid, undefined, { code: 'validation' });
  }
  return at;
}

/** Plans the change; answers it with its titles in `locale`. */
export async function scheduleChange(db: Database, caller: StaffCaller, staff: StaffIdentity, checked: CheckedSpec, runAt: Date, now: Date, locale: LocaleTag): Promise<WireScheduledPriceChange> {
  const previewCount = (await plannedMoves(db, staff.brandId, checked)).length;
  const changeId = await db.transaction(async (tx) => {
    const id = await prices.insertScheduledChange(tx, { brandId: staff.brandId, runAt, spec: checked.spec, previewCount, createdBy: staff.id, createdAt: now });
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'price-bulk-schedule',
      subjectType: 'price',
      subjectId: `planned-${id}`,
      after: { request: checked.spec, scope: checked.scopeName, runAt: runAt.toISOString(), previewCount },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
    return id;
  });
  const row = (await prices.scheduledChangesOf(db, staff.brandId)).find((change) => change.id === changeId)!;
  return presentChange(row, await scopeOf(db, staff.brandId, checked.spec, locale));
}

export async function cancelChange(db: Database, caller: StaffCaller, staff: StaffIdentity, changeId: number, now: Date, locale: LocaleTag): Promise<WireScheduledPriceChange> {
  await db.transaction(async (tx) => {
    const row = await prices.lockScheduledChange(tx, changeId);
    if (!row || row.brandId !== staff.brandId) {
      throw new NotFoundError(interpolate(PRICE_MESSAGES.changeNotFound, { changeId }), { code: 'not_found', params: { changeId } });
    }
    if (row.status !== 'pending') {
      const params = { changeId, status: row.status };
      throw new ConflictError(interpolate(PRICE_MESSAGES.changeNotPending, params), { code: 'conflict', params });
    }
    await prices.finishScheduledChange(tx, changeId, 'cancelled', now, null);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'price-bulk-cancel',
      subjectType: 'price',
      subjectId: `planned-${changeId}`,
      before: { status: 'pending', runAt: row.runAt.toISOString() },
      after: { status: 'cancelled' },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
  });
  const row = (await prices.scheduledChangesOf(db, staff.brandId)).find((change) => change.id === changeId)!;
  return presentChange(row, await scopeOf(db, staff.brandId, row.spec, locale));
}

/** Applies every pending change due at `now`, each in its own transaction; a cancelled one is skipped. */
export async function runDueChanges(db: Database, now: Date): Promise<{ applied: number; moves: number }> {
  let applied = 0;
  let moved = 0;
  for (const changeId of await prices.dueChanges(db, now)) {
    const count = await db.transaction(async (tx) => {
      const row = await prices.lockScheduledChange(tx, changeId);
      if (!row || row.status !== 'pending') return null;
      const checked: CheckedSpec = { spec: row.spec, currency: await currencyOf(tx, row.spec), scopeName: await scopeOf(tx, row.brandId, row.spec) };
      const moves = await applyMoves(tx, row.brandId, checked, now, { staffId: row.createdBy, requestId: null, clientAddress: null, changeId });
      await prices.finishScheduledChange(tx, changeId, 'applied', now, moves.length);
      return moves.length;
    });
    if (count === null) continue;
    applied += 1;
    moved += count;
  }
  return { applied, moves: moved };
}

export const PRICE_JOBS: readonly JobDefinition[] = [
  { name: 'apply-planned-price-changes', everySeconds: 60, runAtStart: true, run: ({ db, now }) => runDueChanges(db, now) },
];
