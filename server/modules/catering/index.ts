/**
 * The catering quotes module as one plugin under /online-ordering: the buyer's quote routes,
 * the `catering-lifecycle` scheduled job, and the lead actions the staff side calls
 * (`createCateringModule` gives them without routes: staff routes live with staff sign-in).
 * Mail goes through the app's one mailer. In demo mode only,
 * POST /dev/catering-lifecycle runs the job once as of a given instant.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import type { OrderLifecycle } from '@/server/modules/orders/lifecycle';
import { createOrderService } from '@/server/modules/orders/service';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { createBuyerQuoteService } from './buyer-service';
import { createLeadActions } from './lead-actions';
import { cateringLifecycleJob } from './lifecycle-job';
import cateringDevRoutes from './dev-routes';
import quoteRoutes from './routes';

/** The quote's status as a listener of the order lifecycle (a quote's order paid moves its lead on). */
export { quoteStatusListener } from './order-listeners';

export type CateringModuleOptions = {
  config: Config;
  db: Database;
  mailer: Mailer;
  clock?: () => Date;
  /** The app's order lifecycle (server/order-lifecycle.ts): money staff record marks a quote's order paid through it. */
  lifecycle?: OrderLifecycle;
};

/** The buyer service and the staff-facing lead actions, sharing one mailer. */
export function createCateringModule(options: CateringModuleOptions & { log: FastifyBaseLogger }) {
  const { config, db, clock, log, mailer, lifecycle } = options;
  const mail = {
    db,
    mailer,
    storefrontUrl: config.storefrontUrl,
    linkSecret: config.jwtSecret,
    log,
  };
  const orders = createOrderService({ db, clock });
  return { mail, buyer: createBuyerQuoteService({ ...mail, orders, clock }), actions: createLeadActions({ ...mail, clock, lifecycle }) };
}

const cateringPlugin: FastifyPluginAsyncTypebox<CateringModuleOptions> = async (app, options) => {
  const catering = createCateringModule({ ...options, log: app.log });
  const { mailer, storefrontUrl, linkSecret } = catering.mail;
  app.jobs.define(cateringLifecycleJob({ mailer, storefrontUrl, linkSecret }));
  await app.register(quoteRoutes, { service: catering.buyer, db: options.db, clock: options.clock });
  if (options.config.demoMode) await app.register(cateringDevRoutes, { mail: catering.mail });
};

export default cateringPlugin;
