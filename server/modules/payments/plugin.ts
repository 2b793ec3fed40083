/**
 * The payments module as one plugin under /online-ordering: the sandbox gateways signed with
 * PAYMENT_SANDBOX_SECRET (their processor ledger in its own table), the payment routes (their
 * mail through the app's one mailer), the PayPal sandbox approve page and the staff console's gift card lookup and unlock. The payment reconciler (reconcile-job.ts) is
 * a scheduled job: at start and every 30 s it settles attempts a crash left pending; another
 * (prune-job.ts) forgets old budget uses and unknown gift card numbers hourly. E-gift cards
 * (./e-gift-cards) are bought here too, and sent on their day by the `e-gift-card-delivery` job.
 */
import { createStaffGuards } from '@/server/auth/staff-guard';
import { realClock } from '@/server/clock';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import type { OrderLifecycle } from '@/server/modules/orders';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { CardPaymentDeps } from './deps';
import type { QuotePayments } from './quote-port';
import { paymentReconcilerJob } from './reconcile-job';
import { prunePaymentGuardsJob } from './prune-job';
import { createCardVault } from './card-vault';
import { createGateways, type Gateways } from './gateway/gateways';
import paypalSandboxPage from './paypal-sandbox-page';
import staffGiftCardRoutes from './gift-cards/staff-routes';
import { eGiftDeliveryJob } from './e-gift-cards/delivery';
import eGiftDevRoutes from './e-gift-cards/dev-routes';
import eGiftRoutes from './e-gift-cards/routes';
import paymentRoutes from './routes';
import stripeWebhookRoutes from './stripe-webhook-routes';

export type PaymentsModuleOptions = {
  config: Config;
  db: Database;
  /** The app's one mailer (server/platform/mail). */
  mailer: Mailer;
  /** The app's order lifecycle (server/order-lifecycle.ts): payments mark orders paid through it. */
  lifecycle: OrderLifecycle;
  /** A catering quote's order as payments need it (catering's quotePayments). */
  quotes: QuotePayments;
  now?: () => Date;
  /** The time of gift card locks and payment budgets (tests fake it); the real time unless given. */
  realNow?: () => Date;
  /** Replaces or wraps the sandbox gateways (a real processor's adapter, a test's fault injection). */
  gateways?: (sandbox: Gateways) => Gateways;
};

/** The declined card tries of orders, with the bank's reasons, for the staff console. */

const paymentsModule: FastifyPluginAsyncTypebox<PaymentsModuleOptions> = async (app, options) => {
  const { config, db, now = () => new Date(), realNow = realClock } = options;
  if (config.isProduction && config.paymentSandboxSecretIsDefault) {
    app.log.warn(
      'PAYMENT_SANDBOX_SECRET is not set in production: payment tokens are signed with the public development value. Set a secret of at least 32 characters.',
    );
  }
  const { gateway, paypal } = createGateways({ config, db, now, prefix: app.prefix, wrap: options.gateways });
  const deps: CardPaymentDeps = {
    db,
    gateway,
    paypal,
    vault: createCardVault({ db, gateway, processor: config.paymentGateway ?? 'sandbox' }),
    mailer: options.mailer,
    lifecycle: options.lifecycle,
    quotes: options.quotes,
    storefrontUrl: config.storefrontUrl,
    linkSecret: config.jwtSecret,
    now,
    realNow,
    log: app.log,
  };
  app.jobs.define(paymentReconcilerJob(deps));
  app.jobs.define(prunePaymentGuardsJob);
  await app.register(paymentRoutes, { deps });
  // Stripe's signed events, only when Stripe takes the payments.
  if (config.paymentGateway === 'stripe' && config.stripe) await app.register(stripeWebhookRoutes, { deps, settings: config.stripe });
  // The approve page stands in for PayPal's own only while PayPal is the built-in sandbox.
  if (!config.paypal) await app.register(paypalSandboxPage, { paypal });
  const guards = createStaffGuards({ db, jwtSecret: config.jwtSecret, now: realNow });
  await app.register(staffGiftCardRoutes, { db, guards, now: realNow });
  // E-gift cards: bought by card, sent on their day by a job, resent or voided by brand admins.
  app.jobs.define(eGiftDeliveryJob(deps));
  await app.register(eGiftRoutes, { deps, guards });
  // A demo convenience (demoConveniences): the delivery job run as of any instant.
  if (config.demoMode) await app.register(eGiftDevRoutes, { deps });
};

export default paymentsModule;
