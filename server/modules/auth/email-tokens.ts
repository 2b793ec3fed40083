/**
 * Single-use, expiring links: a random token goes into the email; only its SHA-256 hash is
 * stored. Using one marks it used in the same statement that checks it, so two clicks cannot
 * both succeed. A new password ends every reset link still outstanding for the account: they
 * expire at that instant, so a later click answers like any expired link.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ErrorCode } from '@/domain/error-codes';
import type { Database } from '@/server/db/client';
import type { EmailTokenPurpose } from '@/server/db/schema';
import { BadRequestError } from '@/server/errors';
import { emailTokenUse, expireEmailTokens, insertEmailToken, useEmailToken } from './email-token-repository';

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
  await insertEmailToken(db, {
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
  const customerId = await useEmailToken(db, tokenHash, purpose, now);
  if (customerId !== undefined) return { status: 'ok', customerId };
  const row = await emailTokenUse(db, tokenHash, purpose);
  if (!row) return { status: 'invalid' };
  return { status: row.usedAt ? 'used' : 'expired' };
}

/** What a link that cannot be used answers, for each reason it cannot. */
export type LinkRefusals = Record<'invalid' | 'used' | 'expired', { message: string; code: ErrorCode }>;

export function linkRefused(refusal: LinkRefusals[keyof LinkRefusals]): BadRequestError {
  return new BadRequestError(refusal.message, undefined, { code: refusal.code });
}

/** Uses the link of `purpose` and answers the customer it was sent to, or refuses it (400) saying why. */
export async function useLinkOrRefuse(db: Database, token: string, purpose: EmailTokenPurpose, now: Date, refusals: LinkRefusals): Promise<number> {
  const consumed = await consumeEmailToken(db, token, purpose, now);
  if (consumed.status !== 'ok') throw linkRefused(refusals[consumed.status]);
  return consumed.customerId;
}

/** Every unused, unexpired link of `purpose` for the customer expires now; answers how many. */
export function expireOutstandingTokens(db: Database, customerId: number, purpose: EmailTokenPurpose, now: Date): Promise<number> {
  return expireEmailTokens(db, customerId, purpose, now);
}
