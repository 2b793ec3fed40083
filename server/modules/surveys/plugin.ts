/**
 * The survey forms as one plugin under /online-ordering: each form is a small use case
 * (catering-feedback.ts, catering-contest.ts, ...) sharing the field checks (fields.ts), the
 * honeypot, the per-connection rate limit and the confirmation email; staff read the
 * submissions of their stores. Order feedback (order-feedback-routes.ts) rates a paid order once,
 * with review-us after a high rating and survey points for a signed-in diner (survey-orders.ts
 * lists them; my-submissions.ts lists everything the diner sent). Mail goes through the app's one mailer.
 */
import type { Config } from '@/server/config';
import { createStaffGuards } from '@/server/auth/staff-guard';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import orderFeedbackRoutes from './order-feedback-routes';
import mySubmissionsRoutes from './my-submissions';
import surveyRoutes from './routes';
import surveyOrdersRoutes from './survey-orders';

export type SurveysModuleOptions = { config: Config; db: Database; mailer: Mailer; now?: () => Date };

const surveysModule: FastifyPluginAsyncTypebox<SurveysModuleOptions> = async (app, options) => {
  const { config, db, mailer, now = () => new Date() } = options;
  await app.register(surveyRoutes, {
    deps: { db, mailer, now, log: app.log },
    guards: createStaffGuards({ db, jwtSecret: config.jwtSecret, now }),
  });
  await app.register(orderFeedbackRoutes, { deps: { db, mailer, now, log: app.log, linkSecret: config.jwtSecret } });
  await app.register(surveyOrdersRoutes, { db });
  await app.register(mySubmissionsRoutes, { db });
};

export default surveysModule;
