/** The gateways every module that moves money talks to, picked by PAYMENT_GATEWAY. */
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { PAYPAL_SANDBOX_PATH } from '../paypal-sandbox-page';
import type { PaymentGateway, PayPalGateway } from './gateway';
import { createPayPalRestGateway } from './paypal-rest-gateway';
import { createSandboxGateway } from './sandbox-gateway';
import { createSandboxLedger } from './sandbox-ledger-repository';
import { createSandboxPayPalGateway } from './sandbox-paypal';
import { createStripeClient, createStripeGateway } from './stripe-gateway';
import { createUnavailablePayPalGateway } from './unavailable-paypal';

export type Gateways = { gateway: PaymentGateway; paypal: PayPalGateway };

/**
 * The gateways every module that moves money talks to: the sandboxes (their processor ledger
 * in its own table, so every instance of them sees the same books), replaced or wrapped by
 * `wrap`. The staff side refunds cancelled catering events through the same ones. PayPal's
 * REST API, when PAYMENT_GATEWAY_PAYPAL is set, takes the PayPal payments beside either.
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
        paypal: config.paypal ? createPayPalRestGateway(config.paypal) : createSandboxPayPalGateway({ secret: config.paymentSandboxSecret, approvePageUrl, ledger }),
      };
      return wrap ? wrap(sandbox) : sandbox;
    }
    case 'stripe': {
      if (!config.stripe) throw new Error('PAYMENT_GATEWAY is stripe but the Stripe settings were not read');
      // Cards through Stripe; PayPal through PayPal's API when set, else refused rather than faked.
      const paypal = config.paypal ? createPayPalRestGateway(config.paypal) : createUnavailablePayPalGateway();
      const stripe: Gateways = { gateway: createStripeGateway(createStripeClient(config.stripe)), paypal };
      return wrap ? wrap(stripe) : stripe;
    }
    case null:
      throw new Error('PAYMENT_GATEWAY is not set: no gateway can take payments (set it, or DEMO_MODE=true for the sandbox)');
  }
}
