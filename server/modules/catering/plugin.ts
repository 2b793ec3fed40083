/**
 * The catering quotes module as one plugin under /online-ordering: the buyer's quote routes,
 * the `catering-lifecycle` scheduled job, and the lead actions the staff side calls
 * (`createCateringModule` gives them without routes: staff routes live with staff sign-in).
 * Mail goes through the app's one mailer. In demo mode only,
 * POST /dev/catering-lifecycle runs the job once as of a given instant.
 */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { cateringLifecycleJob } from './lifecycle-job';
import { createCateringModule, type CateringModuleOptions } from './module';
import cateringDevRoutes from './dev-routes';
import quoteRoutes from './routes';

/** The quote's status as a listener of the order lifecycle (a quote's order paid moves its lead on). */

const cateringPlugin: FastifyPluginAsyncTypebox<CateringModuleOptions> = async (app, options) => {
  const catering = createCateringModule({ ...options, log: app.log });
  const { mailer, storefrontUrl, linkSecret } = catering.mail;
  app.jobs.define(cateringLifecycleJob({ mailer, storefrontUrl, linkSecret }));
  await app.register(quoteRoutes, { service: catering.buyer, db: options.db, clock: options.clock });
  if (options.config.demoMode) await app.register(cateringDevRoutes, { mail: catering.mail });
};

export default cateringPlugin;
