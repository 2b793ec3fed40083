/**
 * The payment pages' own controls as one plugin under /online-ordering: the daily check of
 * their scripts and security headers (a scheduled job, on when PAYMENT_PAGE_CHECK is) and the
 * brand admins' list of its open alerts. Alerts are mailed through the app's one mailer.
 */
import type { Config } from '@/server/config';
import { createStaffGuards } from '@/server/auth/staff-guard';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { paymentPageCheckJob } from './jobs';
import type { Fetch } from './observe';
import paymentPageRoutes from './routes';

export type PaymentPageModuleOptions = { config: Config; db: Database; mailer: Mailer; now?: () => Date; fetch?: Fetch };

const paymentPageModule: FastifyPluginAsyncTypebox<PaymentPageModuleOptions> = async (app, options) => {
  const { config, db, mailer, now = () => new Date(), fetch: fetcher = fetch } = options;
  if (config.paymentPageCheck) app.jobs.define(paymentPageCheckJob({ config, mailer, fetch: fetcher }));
  await app.register(paymentPageRoutes, { db, guards: createStaffGuards({ db, jwtSecret: config.jwtSecret, now }) });
};

export default paymentPageModule;
