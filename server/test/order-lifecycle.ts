/** The app's order lifecycle on a test database, for tests that build module services without buildApp. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import type { OrderLifecycle } from '@/server/modules/orders/lifecycle';
import { buildOrderLifecycle } from '@/server/order-lifecycle';
import { createMailer, type Mailer } from '@/server/platform/mail/mailer';
import { testConfig } from './build-app';

export function testOrderLifecycle(db: Database, log: FastifyBaseLogger, options: { config?: Config; mailer?: Mailer } = {}): OrderLifecycle {
  const config = options.config ?? testConfig();
  const mailer = options.mailer ?? createMailer({ db, from: config.mailFrom, transport: null, log });
  return buildOrderLifecycle({ db, mailer, storefrontUrl: config.storefrontUrl, linkSecret: config.jwtSecret, log });
}

/** Catering's side of a quote's payment, as app.ts hands it to payments (for a reconciler built without buildApp). */
export { quotePayments } from '@/server/modules/catering';
