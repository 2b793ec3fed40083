/**
 * The privacy requests (CCPA/CPRA) and the do-not-sell opt-out as one plugin under
 * /online-ordering, beside the survey forms: a request is confirmed by an emailed single-use link
 * and then carried out (export, erasure, correction or opt-out), with its legal due date and
 * outcome kept for the brand's administrators. Mail goes through the outbox, and SMTP when set.
 */
import type { Config } from '@/server/config';
import { createStaffGuards } from '@/server/auth/staff-guard';
import type { Database } from '@/server/db/client';
import { createMailer } from '@/server/modules/email/mailer';
import { createSmtpTransport, type MailTransport } from '@/server/modules/email/transport';
import { createFileStorage, type FileStorage } from '@/server/storage';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import privacyRoutes from './routes';

export type PrivacyModuleOptions = { config: Config; db: Database; now?: () => Date; transport?: MailTransport | null; storage?: FileStorage };

const privacyModule: FastifyPluginAsyncTypebox<PrivacyModuleOptions> = async (app, options) => {
  const { config, db, now = () => new Date() } = options;
  const transport = options.transport !== undefined ? options.transport : config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null;
  if (transport?.close) app.addHook('onClose', async () => transport.close?.());
  const storage = options.storage ?? createFileStorage(config);
  const mailer = createMailer({ db, from: config.mailFrom, transport, log: app.log });
  await app.register(privacyRoutes, {
    deps: { db, mailer, now, log: app.log, storage, storefrontUrl: config.storefrontUrl, apiPublicUrl: config.apiPublicUrl },
    guards: createStaffGuards({ db, jwtSecret: config.jwtSecret, now }),
  });
};

export default privacyModule;
