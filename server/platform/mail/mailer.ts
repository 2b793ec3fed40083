/**
 * Sends mail the one way the API does: write it to the outbox table first (so nothing is lost
 * and the development page can show it), then, when SMTP is configured, hand it to SMTP and
 * record the outcome. Call it after the transaction that made the mail due has committed:
 * SMTP is a network call and never runs inside a transaction.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import { insertMail, markMail, type NewOutboxMail, type OutboxRow } from './repository';
import type { MailTransport } from './transport';

export type Mailer = {
  /** The stored row, or undefined when this mail was already queued for the order. */
  queue(mail: Omit<NewOutboxMail, 'fromAddress'>): Promise<OutboxRow | undefined>;
};

export type MailerDeps = { db: Database; from: string; transport: MailTransport | null; log: FastifyBaseLogger };

export function createMailer({ db, from, transport, log }: MailerDeps): Mailer {
  return {
    async queue(mail) {
      const row = await insertMail(db, { ...mail, fromAddress: from });
      if (!row || !transport) return row;
      try {
        await transport.send({ from, to: row.toAddress, subject: row.subject, text: row.text, html: row.html });
        await markMail(db, row.id, { sent: true });
        return { ...row, status: 'sent' };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ mailId: row.id, err: error }, 'SMTP refused the mail; it stays in the outbox');
        await markMail(db, row.id, { sent: false, error: reason });
        return { ...row, status: 'failed', error: reason };
      }
    },
  };
}
