/** The buyer's quote service and the staff-facing lead actions, sharing one mailer. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import { type OrderLifecycle, createOrderService } from '@/server/modules/orders';
import { createBuyerQuoteService } from './buyer-service';
import { createLeadActions } from './lead-actions';

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
  const orders = createOrderService({ db, clock, lifecycle });
  return { mail, buyer: createBuyerQuoteService({ ...mail, orders, clock }), actions: createLeadActions({ ...mail, clock, lifecycle }) };
}
