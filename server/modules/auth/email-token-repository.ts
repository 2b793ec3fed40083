/** Email link rows, found by the hash of their token. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { emailTokens, type EmailTokenPurpose } from '@/server/db/schema';

export async function insertEmailToken(
  db: Database,
  values: { customerId: number; purpose: EmailTokenPurpose; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(values);
}

/** Marks the link used if it is unused and unexpired at `now`, in that one statement; its customer when it was. */
export async function useEmailToken(db: Database, tokenHash: string, purpose: EmailTokenPurpose, now: Date): Promise<number | undefined> {
  const [used] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ customerId: emailTokens.customerId });
  return used?.customerId;
}

/** The link's use: undefined when there is no such link, else when it was used (null when never). */
export async function emailTokenUse(db: Database, tokenHash: string, purpose: EmailTokenPurpose): Promise<{ usedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ usedAt: emailTokens.usedAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
  return row;
}

/** Every unused, unexpired link of `purpose` for the customer expires at `now`; how many did. */
export async function expireEmailTokens(db: Database, customerId: number, purpose: EmailTokenPurpose, now: Date): Promise<number> {
  const ended = await db
    .update(emailTokens)
    .set({ expiresAt: now })
    .where(and(eq(emailTokens.customerId, customerId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ id: emailTokens.id });
  return ended.length;
}
