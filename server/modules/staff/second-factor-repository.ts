/** Staff second factors and recovery codes (server/db/schema/staff-second-factors.ts). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { staffRecoveryCodes, staffSecondFactors } from '@/server/db/schema';

export type SecondFactorRow = typeof staffSecondFactors.$inferSelect;

export async function findSecondFactor(db: Database, staffId: number): Promise<SecondFactorRow | undefined> {
  const [row] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.staffId, staffId));
  return row;
}

/** The member's key, row locked: the step check and its update are one decision. */
export async function lockSecondFactor(db: Database, staffId: number): Promise<SecondFactorRow | undefined> {
  const [row] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.staffId, staffId)).for('update');
  return row;
}

/** A key waiting for its first code, replacing one that waited before. */
export async function savePendingSecondFactor(db: Database, staffId: number, secret: string, now: Date): Promise<void> {
  await db
    .insert(staffSecondFactors)
    .values({ staffId, secret, confirmedAt: null, lastUsedStep: null, createdAt: now })
    .onConflictDoUpdate({ target: staffSecondFactors.staffId, set: { secret, confirmedAt: null, lastUsedStep: null, createdAt: now } });
}

/** A confirmed key (a demo admin's, or one whose first code was right), with the step of that code. */
export async function confirmSecondFactor(db: Database, staffId: number, lastUsedStep: number | null, now: Date): Promise<void> {
  await db.update(staffSecondFactors).set({ confirmedAt: now, lastUsedStep }).where(eq(staffSecondFactors.staffId, staffId));
}

export async function setLastUsedStep(db: Database, staffId: number, step: number): Promise<void> {
  await db.update(staffSecondFactors).set({ lastUsedStep: step }).where(eq(staffSecondFactors.staffId, staffId));
}

export async function replaceRecoveryCodes(db: Database, staffId: number, hashes: string[]): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  if (hashes.length > 0) await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Marks an unused recovery code of the member used; false when there is none with that hash. */
export async function useRecoveryCode(db: Database, staffId: number, codeHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}

/** Forgets the member's key and recovery codes; whether there was a key. */
export async function deleteSecondFactor(db: Database, staffId: number): Promise<boolean> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  const removed = await db.delete(staffSecondFactors).where(eq(staffSecondFactors.staffId, staffId)).returning({ staffId: staffSecondFactors.staffId });
  return removed.length > 0;
}
