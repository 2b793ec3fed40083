/** A store's pause rows (server/db/schema/handoffs.ts): one per paused handoff. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { storePauses } from '@/server/db/schema';

export type PauseRow = { handoffId: number; until: Date | null };

export async function pauseRows(db: Database, locationId: number): Promise<PauseRow[]> {
  return db.select({ handoffId: storePauses.handoffId, until: storePauses.until }).from(storePauses).where(eq(storePauses.locationId, locationId));
}

/** The handoff's pause, replacing an earlier one. */
export async function savePause(tx: Database, row: { locationId: number; handoffId: number; until: Date | null; pausedAt: Date; pausedBy: number }): Promise<void> {
  await tx
    .insert(storePauses)
    .values(row)
    .onConflictDoUpdate({ target: [storePauses.locationId, storePauses.handoffId], set: { until: row.until, pausedAt: row.pausedAt, pausedBy: row.pausedBy } });
}

/** Ends the handoff's pause; the row it deleted, if there was one. */
export async function deletePause(tx: Database, locationId: number, handoffId: number): Promise<PauseRow | undefined> {
  const [row] = await tx
    .delete(storePauses)
    .where(and(eq(storePauses.locationId, locationId), eq(storePauses.handoffId, handoffId)))
    .returning({ handoffId: storePauses.handoffId, until: storePauses.until });
  return row;
}
