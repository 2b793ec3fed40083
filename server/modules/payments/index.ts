/**
 * The payments module as one plugin under /online-ordering: the sandbox gateways signed with
 * PAYMENT_SANDBOX_SECRET (their processor ledger in its own table), the payment routes (their
 * mail through the app's one mailer), the PayPal sandbox approve page, the thank-you route and
 * the staff console's gift card lookup and unlock. The payment reconciler (reconcile-job.ts) is
 * a scheduled job: at start and every 30 s it settles attempts a crash left pending; another
 * (prune-job.ts) forgets old budget uses and unknown gift card numbers hourly.
 */
import { createStaffGuards } from '@/server/auth/staff-guard';
import { realClock } from '@/server/clock';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import type { OrderLifecycle } from '@/server/modules/orders/lifecycle';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { PaymentDeps } from './deps';
import type { PaymentGateway, PayPalGateway } from './gateway/gateway';
import { createSandboxGateway } from './gateway/sandbox-gateway';
import { createSandboxLedger } from './gateway/sandbox-ledger-repository';
import { createSandboxPayPalGateway } from './gateway/sandbox-paypal';
import { paymentReconcilerJob } from './reconcile-job';
import { prunePaymentGuardsJob } from './prune-job';
import paypalSandboxPage, { PAYPAL_SANDBOX_PATH } from './paypal-sandbox-page';
import staffGiftCardRoutes from './gift-cards/staff-routes';
import paymentRoutes from './routes';
import thankYouRoutes from './thank-you-routes';

export type PaymentsModuleOptions = {
  config: Config;
  db: Database;
  /** The app's one mailer (server/platform/mail). */
  mailer: Mailer;
  /** The app's order lifecycle (server/order-lifecycle.ts): payments mark orders paid through it. */
  lifecycle: OrderLifecycle;
  now?: () => Date;
  /** The time of gift card locks and payment budgets (tests fake it); the real time unless given. */
  realNow?: () => Date;
  /** Replaces or wraps the sandbox gateways (a real processor's adapter, a test's fault injection). */
  gateways?: (sandbox: Gateways) => Gateways;
};

export type Gateways = { gateway: PaymentGateway; paypal: PayPalGateway };

/** The confirmation email as an after-commit listener of the order lifecycle's `paid`. */
export { confirmationEmailListener } from './order-listeners';

/** The declined card tries of orders, with the bank's reasons, for the staff console. */
export { declinesOfOrders } from './staff-declines';

/**
 * The gateways every module that moves money talks to: the sandboxes (their processor ledger
 * in its own table, so every instance of them sees the same books), replaced or wrapped by
 * `wrap`. The staff side refunds cancelled catering events through the same ones.
 */
export function createGateways(options: { config: Config; db: Database; now: () => Date; prefix: string; wrap?: (sandbox: Gateways) => Gateways }): Gateways {
  const { config, db, now, prefix, wrap } = options;
  const approvePageUrl = `${config.apiPublicUrl}${prefix}${PAYPAL_SANDBOX_PATH}/approve`;
  // PAYMENT_GATEWAY picks the adapter; config.ts refuses an unknown or unbuilt one and index.ts a start without one.
  switch (config.paymentGateway) {
    case 'sandbox': {
      const ledger = createSandboxLedger(db);
      const sandbox: Gateways = {
        gateway: createSandboxGateway({ secret: config.paymentSandboxSecret, ledger, now }),
        paypal: createSandboxPayPalGateway({ secret: config.paymentSandboxSecret, approvePageUrl, ledger }),
      };
      return wrap ? wrap(sandbox) : sandbox;
    }
    case null:
      throw new Error('PAYMENT_GATEWAY is not set: no gateway can take payments (set it, or DEMO_MODE=true for the sandbox)');
  }
}

const paymentsModule: FastifyPluginAsyncTypebox<PaymentsModuleOptions> = async (app, options) => {
  const { config, db, now = () => new Date(), realNow = realClock } = options;
  if (config.isProduction && config.paymentSandboxSecretIsDefault) {
    app.log.warn(
      'PAYMENT_SANDBOX_SECRET is not set in production: payment tokens are signed with the public development value. Set a secret of at least 32 characters.',
    );
  }
  const { gateway, paypal } = createGateways({ config, db, now, prefix: app.prefix, wrap: options.gateways });
  const deps: PaymentDeps = {
    db,
    gateway,
    paypal,
    mailer: options.mailer,
    lifecycle: options.lifecycle,
    storefrontUrl: config.storefrontUrl,
    linkSecret: config.jwtSecret,
    now,
    realNow,
    log: app.log,
  };
  app.jobs.define(paymentReconcilerJob(deps));
  app.jobs.define(prunePaymentGuardsJob);
  await app.register(paymentRoutes, { deps });
  await app.register(paypalSandboxPage, { paypal });
  await app.register(thankYouRoutes, { db });
  await app.register(staffGiftCardRoutes, { db, guards: createStaffGuards({ db, jwtSecret: config.jwtSecret, now: realNow }), now: realNow });
};

export default paymentsModule;
