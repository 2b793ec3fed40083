/**
 * Single-use, expiring links: a random token goes into the email; only its SHA-256 hash is
 * stored. Using one marks it used in the same statement that checks it, so two clicks cannot
 * both succeed. A new password ends every reset link still outstanding for the account: they
 * expire at that instant, so a later click answers like any expired link.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { emailTokens, type EmailTokenPurpose } from '@/server/db/schema';

/** Verification links last 24 hours, reset links 1 hour. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  'verify-email': 24 * 3600_000,
  'reset-password': 3600_000,
};

export type ConsumedToken = { status: 'ok'; customerId: number } | { status: 'invalid' | 'used' | 'expired' };

function hashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function createEmailToken(db: Database, customerId: number, purpose: EmailTokenPurpose, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    customerId,
    purpose,
    tokenHash: hashOf(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

export async function consumeEmailToken(db: Database, token: string, purpose: EmailTokenPurpose, now: Date): Promise<ConsumedToken> {
  const tokenHash = hashOf(token);
  const [used] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ customerId: emailTokens.customerId });
  if (used) return { status: 'ok', customerId: used.customerId };
  const [row] = await db
    .select({ usedAt: emailTokens.usedAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
  if (!row) return { status: 'invalid' };
  return { status: row.usedAt ? 'used' : 'expired' };
}

/** Every unused, unexpired link of `purpose` for the customer expires now; answers how many. */
export async function expireOutstandingTokens(db: Database, customerId: number, purpose: EmailTokenPurpose, now: Date): Promise<number> {
  const ended = await db
    .update(emailTokens)
    .set({ expiresAt: now })
    .where(and(eq(emailTokens.customerId, customerId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ id: emailTokens.id });
  return ended.length;
}
