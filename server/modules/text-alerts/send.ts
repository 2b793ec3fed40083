/**
 * Sends one of an order's texts once: the row is claimed first (one per order and kind), a
 * number that said STOP is never texted (the row says so), and a failure is kept on the row and
 * thrown, so the order outbox or the job tries again and the retry sends the same row.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import type { SmsSender } from '@/server/platform/sms';
import { claimText, isOptedOut, markText, type NewText } from './repository';

export type SendDeps = { db: Database; sms: SmsSender; log?: FastifyBaseLogger; realNow?: () => Date };

export type SendOutcome = 'sent' | 'kept' | 'opted-out' | 'already';

export async function sendTextOnce(deps: SendDeps, text: NewText): Promise<SendOutcome> {
  const { db, sms } = deps;
  const { row, fresh } = await claimText(db, text);
  if (!fresh && row.status !== 'failed') return 'already';
  if (await isOptedOut(db, row.toPhone)) {
    await markText(db, row.id, { status: 'opted-out' });
    return 'opted-out';
  }
  try {
    const receipt = await sms.send({ to: row.toPhone, body: row.body });
    await markText(db, row.id, { status: receipt.kept ? 'outbox' : 'sent', providerId: receipt.providerId, sentAt: (deps.realNow ?? (() => new Date()))() });
    return receipt.kept ? 'kept' : 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.log?.error({ err: error, textId: row.id, kind: row.kind }, 'the SMS carrier refused a text; it will be tried again');
    await markText(db, row.id, { status: 'failed', error: reason.slice(0, 300) });
    throw error;
  }
}
