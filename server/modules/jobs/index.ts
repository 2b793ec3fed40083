/**
 * Hiring as one plugin under /online-ordering: the openings of the request's market, the
 * application form (multipart, parsed here only), and the staff's listing and file download.
 * Files go to the storage the settings name; the confirmation goes through the outbox, and SMTP
 * when SMTP_URL is set.
 */
import multipart from '@fastify/multipart';
import type { Config } from '@/server/config';
import { createStaffGuards } from '@/server/auth/staff-guard';
import type { Database } from '@/server/db/client';
import { createMailer } from '@/server/modules/email/mailer';
import { createSmtpTransport, type MailTransport } from '@/server/modules/email/transport';
import { createFileStorage, type FileStorage } from '@/server/storage';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import jobRoutes from './routes';

export type JobsModuleOptions = { config: Config; db: Database; now?: () => Date; transport?: MailTransport | null; storage?: FileStorage };

const jobsModule: FastifyPluginAsyncTypebox<JobsModuleOptions> = async (app, options) => {
  const { config, db, now = () => new Date() } = options;
  const transport = options.transport !== undefined ? options.transport : config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null;
  if (transport?.close) app.addHook('onClose', async () => transport.close?.());
  const mailer = createMailer({ db, from: config.mailFrom, transport, log: app.log });
  const storage = options.storage ?? createFileStorage(config);
  // Multipart bodies are read by this plugin's application route only.
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(jobRoutes, {
    deps: { db, storage, mailer, now, log: app.log, uploadMaxMb: config.jobApplicationUploadMaxMb },
    guards: createStaffGuards({ db, jwtSecret: config.jwtSecret, now }),
  });
};

export default jobsModule;
