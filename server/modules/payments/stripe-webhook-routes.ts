/**
 * POST /payment-management/webhooks/stripe: Stripe's signed events. The signature covers the body
 * byte for byte, so this plugin (and only it) reads JSON bodies raw; `stripe.webhooks.constructEvent`
 * checks the signature with STRIPE_WEBHOOK_SECRET. A bad or missing signature answers 400; a
 * replayed event answers 200 and changes nothing (./stripe-webhooks).
 */
import { Type } from '@sinclair/typebox';
import type Stripe from 'stripe';
import { BadRequestError } from '@/server/errors';
import { errorResponses } from '@/server/schemas/common';
import type { StripeSettings } from '@/server/stripe-settings';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { PaymentDeps } from './deps';
import { createStripeClient } from './gateway/stripe-gateway';
import { PAYMENT_PREFIX } from './routes';
import { handleStripeEvent } from './stripe-webhooks';

export const STRIPE_WEBHOOK_PATH = `${PAYMENT_PREFIX}/webhooks/stripe`;
const BAD_SIGNATURE = 'The Stripe-Signature header does not match this body: the event was not accepted';
/** Stripe's own limit on a signature header is far below this; anything longer is not one. */
const MAX_SIGNATURE_LENGTH = 2048;

const webhookSchema = {
  headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String({ maxLength: MAX_SIGNATURE_LENGTH })) }),
  response: { 200: Type.Object({ received: Type.Literal(true), replay: Type.Boolean() }), ...errorResponses() },
};

export type StripeWebhookOptions = { deps: PaymentDeps; settings: StripeSettings };

const stripeWebhookRoutes: FastifyPluginAsyncTypebox<StripeWebhookOptions> = async (app, { deps, settings }) => {
  const stripe = createStripeClient(settings);
  // In this plugin's scope only: the app's JSON parser gives way to the raw bytes.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(STRIPE_WEBHOOK_PATH, { schema: webhookSchema }, async (request) => {
    const event = verified(stripe, request.body, request.headers['stripe-signature'], settings.webhookSecret);
    const outcome = await handleStripeEvent(deps, stripe, event);
    return { received: true as const, replay: outcome === 'replay' };
  });
};

function verified(stripe: Stripe, body: unknown, signature: string | undefined, secret: string): Stripe.Event {
  if (!Buffer.isBuffer(body) || !signature) throw new BadRequestError(BAD_SIGNATURE, undefined, { code: 'validation' });
  try {
    return stripe.webhooks.constructEvent(body, signature, secret);
  } catch {
    throw new BadRequestError(BAD_SIGNATURE, undefined, { code: 'validation' });
  }
}

export default stripeWebhookRoutes;
