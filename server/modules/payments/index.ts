/**
 * The payments module as one plugin under /online-ordering: the sandbox gateways signed with
 * PAYMENT_SANDBOX_SECRET, the mailer (outbox + SMTP when SMTP_URL is set), the payment routes,
 * the PayPal sandbox approve page, the thank-you route and, in demo mode only, the dev outbox.
 */
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { createMailer } from '@/server/modules/email/mailer';
import outboxRoutes from '@/server/modules/email/routes';
import { createSmtpTransport, type MailTransport } from '@/server/modules/email/transport';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { PaymentDeps } from './deps';
import { createSandboxGateway } from './gateway/sandbox-gateway';
import { createSandboxPayPalGateway } from './gateway/sandbox-paypal';
import paypalSandboxPage, { PAYPAL_SANDBOX_PATH } from './paypal-sandbox-page';
import paymentRoutes from './routes';
import thankYouRoutes from './thank-you-routes';

export type PaymentsModuleOptions = {
  config: Config;
  db: Database;
  /** Replaces the SMTP transport the config would build (null: outbox only). */
  transport?: MailTransport | null;
  now?: () => Date;
};

const paymentsModule: FastifyPluginAsyncTypebox<PaymentsModuleOptions> = async (app, options) => {
  const { config, db, now = () => new Date() } = options;
  if (config.isProduction && config.paymentSandboxSecretIsDefault) {
    app.log.warn(
      'PAYMENT_SANDBOX_SECRET is not set in production: payment tokens are signed with the public development value. Set a secret of at least 32 characters.',
    );
  }
  const transport = options.transport !== undefined ? options.transport : config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null;
  if (transport?.close) app.addHook('onClose', async () => transport.close?.());
  const approvePageUrl = `${config.apiPublicUrl}${app.prefix}${PAYPAL_SANDBOX_PATH}/approve`;
  const paypal = createSandboxPayPalGateway({ secret: config.paymentSandboxSecret, approvePageUrl });
  const deps: PaymentDeps = {
    db,
    gateway: createSandboxGateway({ secret: config.paymentSandboxSecret, now }),
    paypal,
    mailer: createMailer({ db, from: config.mailFrom, transport, log: app.log }),
    storefrontUrl: config.storefrontUrl,
    now,
    log: app.log,
  };
  await app.register(paymentRoutes, { deps });
  await app.register(paypalSandboxPage, { paypal });
  await app.register(thankYouRoutes, { db });
  if (config.demoMode) await app.register(outboxRoutes, { db });
};

export default paymentsModule;
