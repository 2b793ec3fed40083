/**
 * The privacy requests (CCPA/CPRA) and the do-not-sell opt-out as one plugin under
 * /online-ordering, beside the survey forms: a request is confirmed by an emailed single-use link
 * and then carried out (export, erasure, correction or opt-out), with its legal due date and
 * outcome kept for the brand's administrators. Mail goes through the app's one mailer. An erased
 * person's customer at the card processor is deleted there, and retried by a job while it cannot be.
 */
import type { Config } from '@/server/config';
import { createStaffGuards } from '@/server/auth/staff-guard';
import type { Database } from '@/server/db/client';
import { createCardVault, createGateways } from '@/server/modules/payments';
import type { Mailer } from '@/server/platform/mail/mailer';
import { createFileStorage, type FileStorage } from '@/server/storage';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { erasedCustomerForgetter, forgetErasedCustomersJob } from './erased-customers';
import privacyRoutes from './routes';

export type PrivacyModuleOptions = { config: Config; db: Database; mailer: Mailer; now?: () => Date; storage?: FileStorage };

const privacyModule: FastifyPluginAsyncTypebox<PrivacyModuleOptions> = async (app, options) => {
  const { config, db, mailer, now = () => new Date() } = options;
  const storage = options.storage ?? createFileStorage(config);
  const { gateway } = createGateways({ config, db, now, prefix: app.prefix });
  const vault = createCardVault({ db, gateway, processor: config.paymentGateway ?? 'sandbox' });
  const cards = erasedCustomerForgetter(db, app.log, vault);
  app.jobs.define(forgetErasedCustomersJob(vault));
  await app.register(privacyRoutes, {
    deps: { db, mailer, now, log: app.log, storage, cards, storefrontUrl: config.storefrontUrl, apiPublicUrl: config.apiPublicUrl },
    guards: createStaffGuards({ db, jwtSecret: config.jwtSecret, now }),
  });
};

export default privacyModule;
