/** The app's order lifecycle on a test database, for tests that build module services without buildApp. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import type { OrderLifecycle } from '@/server/modules/orders/lifecycle';
import { createGateways, type Gateways } from '@/server/modules/payments';
import { buildOrderLifecycle } from '@/server/order-lifecycle';
import { createMailer, type Mailer } from '@/server/platform/mail/mailer';
import { testConfig } from './build-app';

/** The config's gateways (the sandboxes on the test database unless it says otherwise), or those given. */
export function testOrderLifecycle(db: Database, log: FastifyBaseLogger, options: { config?: Config; mailer?: Mailer; gateways?: Gateways } = {}): OrderLifecycle {
  const config = options.config ?? testConfig();
  const mailer = options.mailer ?? createMailer({ db, from: config.mailFrom, transport: null, log });
  const gateways = options.gateways ?? createGateways({ config, db, now: () => new Date(), prefix: '/online-ordering' });
  return buildOrderLifecycle({ db, mailer, storefrontUrl: config.storefrontUrl, linkSecret: config.jwtSecret, log, gateways });
}

/** Catering's side of a quote's payment, as app.ts hands it to payments (for a reconciler built without buildApp). */
export { quotePayments } from '@/server/modules/catering';
