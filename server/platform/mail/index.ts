/**
 * The API's one mailer, built once in app.ts and handed to every module that sends mail through
 * its plugin options (no module builds its own): the outbox table, and SMTP through nodemailer
 * when SMTP_URL is set. A test replaces the transport (null: outbox only) through buildApp's
 * `auth.transport`. Templates render with the one layout (layout.ts) and escape with escape.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { createMailer, type Mailer } from './mailer';
import { createSmtpTransport, type MailTransport } from './transport';

export type { Mailer } from './mailer';
export type { MailTransport, OutgoingMail } from './transport';

export type AppMail = { mailer: Mailer; close(): void };

export function createAppMail(options: {
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  db: Database;
  log: FastifyBaseLogger;
  /** Replaces the SMTP transport the config would build (null: outbox only). */
  transport?: MailTransport | null;
}): AppMail {
  const { config, db, log } = options;
  const transport = options.transport !== undefined ? options.transport : config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null;
  return { mailer: createMailer({ db, from: config.mailFrom, transport, log }), close: () => transport?.close?.() };
}
