/**
 * Text alerts as one plugin under /online-ordering: the checkout's opt-in and the order page's
 * running-late line, Twilio's inbound webhook (with Twilio only), the `running-late` job (it tells
 * by email when texts are off), and in demo mode the sandbox's outbox, phone and job run.
 */
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail';
import type { SmsSender } from '@/server/platform/sms';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import textAlertDevRoutes from './dev-routes';
import textAlertRoutes from './routes';
import { runningLateJob } from './running-late';

export type TextAlertsModuleOptions = {
  db: Database;
  sms: SmsSender | null;
  mailer: Mailer;
  storefrontUrl: string;
  apiPublicUrl: string;
  demoMode: boolean;
  /** The time consents are given at; the real time unless given. */
  clock?: () => Date;
};

const textAlertsPlugin: FastifyPluginAsyncTypebox<TextAlertsModuleOptions> = async (app, options) => {
  const { db, sms, mailer, storefrontUrl, apiPublicUrl, demoMode, clock = () => new Date() } = options;
  app.jobs.define(runningLateJob({ sms, mailer, storefrontUrl }));
  await app.register(textAlertRoutes, { db, sms, apiPublicUrl, clock });
  if (demoMode) await app.register(textAlertDevRoutes, { tell: { db, sms, mailer, storefrontUrl }, sms, clock });
};

export default textAlertsPlugin;
