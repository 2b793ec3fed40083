/**
 * The idempotency_keys rows: a key claimed, found with its owner's heartbeat, released, and its
 * answer stored. A claim is named by when it was written and by whom: a write against a claim
 * touches that pending row only, never an answer written meanwhile nor another taker's claim.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { apiInstances, idempotencyKeys } from '@/server/db/schema';
import { heartbeatColumns } from '@/server/instances/repository';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
export type Claim = { createdAt: Date; owner: string | null };

const keyIs = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/** The pending row one claim wrote: nobody took it over since. */
const claimIs = (scope: string, key: string, claim: Claim) =>
  and(
    keyIs(scope, key),
    isNull(idempotencyKeys.statusCode),
    eq(idempotencyKeys.createdAt, claim.createdAt),
    claim.owner === null ? isNull(idempotencyKeys.ownerInstance) : eq(idempotencyKeys.ownerInstance, claim.owner),
  );

/** Writes a pending key; false when the key exists already. */
export async function insertClaim(db: Database, scope: string, key: string, requestHash: string, claim: Claim): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, ownerInstance: claim.owner, createdAt: claim.createdAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

/** The key's row with its owner's heartbeat (see heartbeatColumns), or undefined. */
export async function findKey(db: Database, scope: string, key: string) {
  const [found] = await db
    .select({ row: idempotencyKeys, ...heartbeatColumns })
    .from(idempotencyKeys)
    .leftJoin(apiInstances, eq(apiInstances.id, idempotencyKeys.ownerInstance))
    .where(keyIs(scope, key));
  return found;
}

/** Deletes the key's row written at `createdAt`, answered or not. */
export async function deleteKeyWrittenAt(db: Database, scope: string, key: string, createdAt: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(and(keyIs(scope, key), eq(idempotencyKeys.createdAt, createdAt)));
}

/** Deletes the claim's pending row, if nobody took it over. */
export async function deleteClaim(db: Database, scope: string, key: string, claim: Claim): Promise<void> {
  await db.delete(idempotencyKeys).where(claimIs(scope, key, claim));
}

/** Stores the answer on the claim's pending row; false when the claim was taken over meanwhile. */
export async function storeAnswer(db: Database, scope: string, key: string, claim: Claim, answer: { statusCode: number; response: unknown }): Promise<boolean> {
  const written = await db.update(idempotencyKeys).set(answer).where(claimIs(scope, key, claim)).returning({ key: idempotencyKeys.key });
  return written.length === 1;
}
