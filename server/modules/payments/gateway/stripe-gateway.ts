/**
 * The card gateway on Stripe, through the official `stripe` package. Card numbers never reach
 * Hickory here: the browser's Stripe.js turns the card into a PaymentMethod (`pm_...`), which is
 * the token `authorize` charges. An authorization is a PaymentIntent created and confirmed with
 * manual capture; its id is the authorization id, and its charge's id (`ch_...`) is the capture
 * id refunds name. The attempt's gateway key is Stripe's idempotency key and is kept in the
 * PaymentIntent's metadata (`gateway_key`), which is how `findByIdempotencyKey` finds it again.
 * Stripe's search may lag a new PaymentIntent by up to a minute: an attempt it misses is closed as
 * abandoned, and should its capture show up later, the `payment_intent.succeeded` webhook gives the
 * money back (../stripe-webhooks).
 *
 * Declines (`card_error`) and refusals of what was sent (`invalid_request_error`) are failure
 * values; anything else (Stripe unreachable, a bad key, a 5xx) is thrown, so the attempt stays
 * pending and the reconciler asks Stripe about it later. A charge that needs 3-D Secure answers
 * `authentication_required` with the PaymentIntent's client secret; nothing is held until the
 * cardholder confirms, and the payment sent again with that PaymentIntent takes it (./stripe-resume).
 *
 * The card's verification checks (CVC, postal code, street line) are read from the PaymentIntent's
 * latest charge (`payment_method_details.card.checks`). Stripe takes the billing address with the
 * payment method, as Stripe.js collects it, so a request's `billing` is not sent again here.
 *
 * A saved card is a PaymentMethod attached to the Stripe customer of the Hickory customer
 * (./stripe-saved-cards); paying with it names both, as Stripe asks. A card kept with the payment
 * is paid with that customer and `setup_future_usage`, which attaches it once confirmed (after
 * 3-D Secure too); the authorization answers it as `kept`.
 *
 * Not done here: `tokenizeWallet` refuses (wallets too go through Stripe's form).
 */
import Stripe from 'stripe';
import type { Currency } from '@/domain/markets';
import { isCardBrand } from '@/domain/payments/card-brands';
import { cardCheckOf, UNAVAILABLE_CHECKS, type CardChecks } from '@/domain/payments/card-checks';
import { DECLINE_CODES, GENERIC_DECLINE_CODE, type DeclineCode } from '@/domain/payments/messages';
import { declineFor } from '@/domain/payments/test-cards';
import { fromMinorUnits, toMinorUnits } from '@/domain/payments/minor-units';
import type { Authorization, AuthorizeRequest, Capture, GatewayFailure, GatewayLookup, PaymentGateway } from './gateway';
import { checkAmount, checkCurrency, checkIdempotencyKey, checkReference, failure, PAYABLE_CURRENCIES } from './request-checks';
import { quoteId } from './signed-id';
import { customerRefusal, deleteStripeCustomer, removeStripeCard, saveStripeCard, stripeCustomerFor } from './stripe-saved-cards';
import { isPaymentIntentToken, resumeAuthenticated, type IntentReader } from './stripe-resume';

/** The metadata keys a PaymentIntent carries: what it is for, its gateway key and who paid. */
export const STRIPE_METADATA = { reference: 'reference', gatewayKey: 'gateway_key', clientAddress: 'client_address' } as const;

export type StripeClientSettings = {
  secretKey: string;
  /** Another host for the API (a local fake, a proxy): protocol, host and port are taken from it. */
  apiBase?: string | null;
  /** Stripe's own retries of a failed connection; the reconciler retries the rest. */
  maxNetworkRetries?: number;
};

/** The one Stripe client of the API, built from the settings. */
export function createStripeClient(settings: StripeClientSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: settings.maxNetworkRetries ?? 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

const WALLETS_REFUSED = 'Wallet payments with Stripe go through Stripe’s payment form, which sends a payment method instead';
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,200}$/;

export function createStripeGateway(stripe: Stripe): PaymentGateway {
  return {
    async tokenizeWallet() {
      return { ok: false, code: 'invalid_wallet_token', message: WALLETS_REFUSED };
    },
    authorize: (request) => authorize(stripe, request),
    async capture(authorizationId, amount) {
      const intent = await retrieve(stripe, authorizationId);
      if (!intent) return unknownAuthorization(authorizationId);
      if (intent.status === 'succeeded') return captureOf(intent) ?? unknownAuthorization(authorizationId);
      const currency = currencyOf(intent);
      const checked = checkAmount(amount);
      if (!checked.ok) return checked;
      const minor = currency ? toMinorUnits(checked.amount, currency) : null;
      if (minor === null || !currency) return failure('invalid_amount', `Amount ${checked.amount} cannot be charged in ${intent.currency}`);
      if (minor > intent.amount_capturable) {
        return failure('amount_exceeds_authorized', `Capture amount ${checked.amount} is more than the ${fromMinorUnits(intent.amount_capturable, currency)} authorized`);
      }
      try {
        const captured = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: minor }, { idempotencyKey: `capture_${intent.id}` });
        return captureOf(captured) ?? unknownAuthorization(authorizationId);
      } catch (error) {
        const refused = refusedRequest(error);
        if (!refused) throw error;
        // Captured meanwhile (another instance, a retry): the first capture is the answer.
        const again = await retrieve(stripe, intent.id);
        const first = again?.status === 'succeeded' ? captureOf(again) : null;
        return first ?? failure('invalid_authorization', `Authorization ${quoteId(authorizationId)} cannot be captured: ${refused.message}`);
      }
    },
    async refund(captureId, amount) {
      if (typeof captureId !== 'string' || !captureId.startsWith('ch_')) return failure('invalid_capture', `Capture ${quoteId(captureId)} is not valid`);
      const checked = checkAmount(amount);
      if (!checked.ok) return checked;
      const charge = await retrieveCharge(stripe, captureId);
      const currency = charge ? asCurrency(charge.currency) : null;
      if (!charge || !currency) return failure('invalid_capture', `Capture ${quoteId(captureId)} is not valid`);
      const minor = toMinorUnits(checked.amount, currency);
      if (minor === null) return failure('invalid_amount', `Amount ${checked.amount} cannot be refunded in ${currency}`);
      const left = charge.amount_captured - charge.amount_refunded;
      if (minor > left) {
        return failure('amount_exceeds_captured', `Refund amount ${checked.amount} is more than the ${fromMinorUnits(left, currency)} captured`);
      }
      try {
        const refund = await stripe.refunds.create({ charge: charge.id, amount: minor });
        const intent = typeof charge.payment_intent === 'object' ? charge.payment_intent : null;
        const reference = intent?.metadata[STRIPE_METADATA.reference] ?? '';
        return { ok: true, refundId: refund.id, amount: fromMinorUnits(refund.amount, currency), currency, reference };
      } catch (error) {
        const refused = refusedRequest(error);
        if (!refused) throw error;
        return failure('amount_exceeds_captured', `Capture ${quoteId(captureId)} cannot be refunded: ${refused.message}`);
      }
    },
    async void(authorizationId) {
      const intent = await retrieve(stripe, authorizationId);
      const currency = intent ? currencyOf(intent) : null;
      if (!intent || !currency) return unknownAuthorization(authorizationId);
      if (intent.status === 'succeeded') {
        return failure('invalid_authorization', `Authorization ${quoteId(authorizationId)} was already captured: refund it instead`);
      }
      const voided = { ok: true as const, authorizationId: intent.id, amount: fromMinorUnits(intent.amount, currency), currency };
      if (intent.status === 'canceled') return voided;
      try {
        await stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `cancel_${intent.id}` });
        return voided;
      } catch (error) {
        const refused = refusedRequest(error);
        if (!refused) throw error;
        return failure('invalid_authorization', `Authorization ${quoteId(authorizationId)} cannot be released: ${refused.message}`);
      }
    },
    async findByIdempotencyKey(idempotencyKey) {
      const query = `metadata['${STRIPE_METADATA.gatewayKey}']:'${idempotencyKey.replace(/['\\]/g, (c) => `\\${c}`)}'`;
      const found = await stripe.paymentIntents.search({ query, limit: 10, expand: ['data.payment_method', 'data.latest_charge'] });
      // Only one PaymentIntent is ever created per key (it is the idempotency key too).
      const intent = found.data.find((candidate) => candidate.metadata[STRIPE_METADATA.gatewayKey] === idempotencyKey);
      return intent ? lookupOf(intent) : { found: false };
    },
    saveCard: (request) => saveStripeCard(stripe, request),
    removeCard: (customerRef, paymentMethodRef) => removeStripeCard(stripe, customerRef, paymentMethodRef),
    forgetCustomer: (customerRef) => deleteStripeCustomer(stripe, customerRef),
  };
}

/**
 * What a PaymentIntent (its payment method expanded) tells of its authorization: held, captured
 * or released. One that holds nothing (declined, waiting for 3-D Secure) counts as not found.
 */
export function lookupOf(intent: Stripe.PaymentIntent): GatewayLookup {
  const authorization = authorizationOf(intent);
  if (!authorization) return { found: false };
  if (intent.status === 'succeeded') return { found: true, authorization, capture: captureOf(intent), voided: false };
  if (intent.status === 'canceled') return intent.latest_charge ? { found: true, authorization, capture: null, voided: true } : { found: false };
  if (intent.status === 'requires_capture') return { found: true, authorization, capture: null, voided: false };
  return { found: false };
}

/** What a PaymentIntent is read with: its payment method (brand, last 4) and its latest charge (the checks). */
const INTENT_EXPAND = ['payment_method', 'latest_charge'];

const INTENT_READER: IntentReader = { retrieve, authorizationOf, keys: STRIPE_METADATA, expand: INTENT_EXPAND };

/** A PaymentIntent by id with its payment method and latest charge, or null when Stripe does not know it. */
export async function retrieve(stripe: Stripe, id: unknown): Promise<Stripe.PaymentIntent | null> {
  if (typeof id !== 'string' || !id.startsWith('pi_')) return null;
  try {
    return await stripe.paymentIntents.retrieve(id, { expand: INTENT_EXPAND });
  } catch (error) {
    if (refusedRequest(error)) return null;
    throw error;
  }
}

async function authorize(stripe: Stripe, request: AuthorizeRequest): Promise<Authorization | GatewayFailure> {
  const invalid = checkIdempotencyKey(request.idempotencyKey) ?? checkReference(request.reference) ?? checkCurrency(request.currency);
  if (invalid) return invalid;
  const amount = checkAmount(request.amount);
  if (!amount.ok) return amount;
  const paymentMethod = request.savedCard?.paymentMethodRef ?? request.token;
  if (isPaymentIntentToken(request.token)) return resumeAuthenticated(stripe, { ...request, token: request.token }, amount.amount, INTENT_READER);
  if (typeof paymentMethod !== 'string' || !PAYMENT_METHOD_ID.test(paymentMethod)) return failure('invalid_token', 'Payment token is not valid');
  const minor = toMinorUnits(amount.amount, request.currency);
  if (minor === null) return failure('invalid_amount', `Amount ${amount.amount} cannot be charged in ${request.currency}`);
  const keepFor = request.savedCard ? undefined : request.keepFor;
  const refusedCustomer = customerRefusal(keepFor?.customerRef);
  if (refusedCustomer) return refusedCustomer;
  let intent: Stripe.PaymentIntent;
  try {
    // A saved card's PaymentMethod pays only together with the customer it is attached to; a card
    // kept with this payment is attached to its customer once the payment is confirmed.
    const customer = request.savedCard?.customerRef ?? (keepFor ? await stripeCustomerFor(stripe, keepFor) : undefined);
    intent = await stripe.paymentIntents.create(
      {
        amount: minor,
        currency: request.currency.toLowerCase(),
        payment_method: paymentMethod,
        ...(customer ? { customer } : {}),
        ...(keepFor ? { setup_future_usage: 'off_session' as const } : {}),
        // A card never redirects (its 3-D Secure runs in Stripe.js), so no return URL is needed.
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        capture_method: 'manual',
        confirm: true,
        metadata: {
          [STRIPE_METADATA.reference]: request.reference,
          [STRIPE_METADATA.gatewayKey]: request.idempotencyKey,
          ...(request.clientAddress ? { [STRIPE_METADATA.clientAddress]: request.clientAddress } : {}),
        },
        expand: INTENT_EXPAND,
      },
      { idempotencyKey: request.idempotencyKey },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) return declineOf(error);
    if (error instanceof Stripe.errors.StripeIdempotencyError) {
      return failure('invalid_idempotency_key', 'This idempotency key was already used for a different authorization');
    }
    const refused = refusedRequest(error);
    if (refused?.param === 'payment_method' || refused?.code === 'resource_missing') return failure('invalid_token', 'Payment token is not valid');
    if (refused) return failure('invalid_token', `The card could not be charged: ${refused.message}`);
    throw error;
  }
  if (intent.status === 'requires_action') {
    const { client_secret: clientSecret } = intent;
    return { ok: false, code: 'authentication_required', message: 'The bank asks the cardholder to confirm this payment', ...(clientSecret ? { clientSecret } : {}) };
  }
  if (intent.status === 'requires_payment_method') return declineOf(intent.last_payment_error ?? {});
  if (intent.status !== 'requires_capture') {
    throw new Error(`Stripe answered PaymentIntent ${intent.id} with status ${intent.status}, which this gateway does not expect`);
  }
  const authorization = authorizationOf(intent);
  if (authorization) return authorization;
  // Held on a card network Hickory does not list (its brand could not be shown): released at once.
  await stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `cancel_${intent.id}` });
  return failure('invalid_card', 'Cards of this network are not accepted: try another card');
}

function authorizationOf(intent: Stripe.PaymentIntent): Authorization | null {
  const currency = currencyOf(intent);
  const card = typeof intent.payment_method === 'object' ? intent.payment_method?.card : undefined;
  if (!currency || !card) return null;
  if (!isCardBrand(card.brand)) return null;
  const { brand } = card;
  const authorization: Authorization = { ok: true, authorizationId: intent.id, amount: fromMinorUnits(intent.amount, currency), currency, brand, last4: card.last4, checks: checksOf(intent) };
  // Paid to be kept: its PaymentMethod is now attached to the intent's customer.
  const customerRef = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  if (!intent.setup_future_usage || !customerRef || !method) return authorization;
  return { ...authorization, kept: { ok: true, customerRef, paymentMethodRef: method.id, brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } };
}

/** The issuer's checks on the PaymentIntent's latest charge; unavailable when it has none (or it was not expanded). */
function checksOf(intent: Stripe.PaymentIntent): CardChecks {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const checks = charge?.payment_method_details?.card?.checks;
  if (!checks) return UNAVAILABLE_CHECKS;
  return { cvc: cardCheckOf(checks.cvc_check), postalCode: cardCheckOf(checks.address_postal_code_check), line1: cardCheckOf(checks.address_line1_check) };
}

function captureOf(intent: Stripe.PaymentIntent): Capture | null {
  const currency = currencyOf(intent);
  const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
  if (!currency || !chargeId || intent.status !== 'succeeded') return null;
  return { ok: true, captureId: chargeId, amount: fromMinorUnits(intent.amount_received, currency), currency, reference: intent.metadata[STRIPE_METADATA.reference] ?? '' };
}

async function retrieveCharge(stripe: Stripe, id: string): Promise<Stripe.Charge | null> {
  try {
    return await stripe.charges.retrieve(id, { expand: ['payment_intent'] });
  } catch (error) {
    if (refusedRequest(error)) return null;
    throw error;
  }
}

function currencyOf(intent: Stripe.PaymentIntent): Currency | null {
  return asCurrency(intent.currency);
}

function asCurrency(code: string): Currency | null {
  const upper = code.toUpperCase();
  return (PAYABLE_CURRENCIES as readonly string[]).includes(upper) ? (upper as Currency) : null;
}

function unknownAuthorization(id: unknown): GatewayFailure {
  return failure('invalid_authorization', `Authorization ${quoteId(id)} is not valid`);
}

/** Stripe's refusal of what was sent (a 4xx that is not a decline), or null for anything else. */
function refusedRequest(error: unknown): Stripe.errors.StripeInvalidRequestError | null {
  return error instanceof Stripe.errors.StripeInvalidRequestError ? error : null;
}

/** A bank's decline as the one decline vocabulary; the bank's own code stays in the message for staff. */
function declineOf(error: { code?: string; decline_code?: string; message?: string }): GatewayFailure {
  const reason = [error.decline_code, error.code].find((code): code is DeclineCode => (DECLINE_CODES as readonly (string | undefined)[]).includes(code));
  const decline = declineFor(reason ?? GENERIC_DECLINE_CODE);
  const told = error.decline_code && error.decline_code !== reason ? ` (${error.decline_code})` : '';
  return { ok: false, code: decline.code, message: `${decline.message}${told}` };
}
