/**
 * The payment routes under /online-ordering/payment-management (domain/wire/payments.ts).
 * Every order payment POST runs through the Idempotency-Key mechanism (server/idempotency):
 * the same key and body, from the same caller (its account, order token or quote link), replay
 * the first answer and charge once. The balance check is no payment and keeps nothing.
 * No route here takes a card number: the card is typed into the payment processor's own hosted
 * fields, which turn it into a token, and Hickory only ever receives that token. A card field in
 * a payment body is refused before anything runs, and is neither kept nor logged.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QuotePaymentPart } from '@/domain/catering';
import { detectBrand } from '@/domain/payments/card-brands';
import { luhnValid } from '@/domain/payments/luhn';
import type { WirePaymentState } from '@/domain/wire/payments';
import { BadRequestError, wireError } from '@/server/errors';
import { RECONCILE_AFTER_MS } from '@/domain/payments/reconcile';
import { createIdempotency, readIdempotencyKey, requestHash, sendAnswer, type RunContext } from '@/server/idempotency/idempotency';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { CardPaymentDeps, PaymentRequest } from './deps';
import { PaymentDeclinedError } from './declines';
import { payByCard } from './methods/card';
import { payFree } from './methods/free';
import { giftCardBalance, payByGiftCard } from './methods/gift-card';
import { capturePayPal, startPayPal } from './methods/paypal';
import { payByWallet } from './methods/wallet';
import { deferNudges, openOrder, payerIdentity, paymentCallerOf } from './orders-port';
import {
  cardPaymentSchema,
  freePaymentSchema,
  giftCardBalanceSchema,
  giftCardPaymentSchema,
  payPalCaptureSchema,
  payPalStartSchema,
  paymentStateSchema,
  walletPaymentSchema,
} from './schema';
import { paymentState } from './settle';

export const PAYMENT_PREFIX = '/payment-management';
const CARD_FIELDS = ['number', 'cardNumber', 'card_number', 'pan', 'cvc', 'cvv', 'expiry'];
export const CARD_NUMBER_REFUSED =
  "Card numbers are not accepted here: the payment processor's card form turns the card into a token; send the token";
export const BANK_CARD_AS_GIFT_CARD = 'This looks like a bank card number, not a gift card: pay with it as a card';

/** Order payment endpoints see tokens only: any card field in the body is refused before anything runs. */
async function refuseCardFields(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body && typeof body === 'object' && CARD_FIELDS.some((field) => field in body)) {
    throw new BadRequestError(CARD_NUMBER_REFUSED);
  }
}

/** A gift card form holding a bank card number (known brand, valid Luhn) is refused, not looked up. */
async function refuseBankCards(request: FastifyRequest): Promise<void> {
  const number = (request.body as { number?: unknown } | undefined)?.number;
  if (typeof number !== 'string') return;
  const digits = number.replace(/[\s-]/g, '');
  if (detectBrand(digits) && luhnValid(digits)) throw new BadRequestError(BANK_CARD_AS_GIFT_CARD);
}

/** Declines carry more than the one error shape: their own code. */
function sendRefusal(reply: FastifyReply, error: unknown) {
  if (error instanceof PaymentDeclinedError) {
    return reply.status(402).send(wireError(402, error.message, undefined, { code: error.code }));
  }
  throw error;
}

/** What the helpers read of a payment request, whatever its route's schema. */
type OrderRequest = Pick<FastifyRequest, 'headers' | 'body' | 'market' | 'customer' | 'ip'> & { params: { orderId: string } };

const paymentRoutes: FastifyPluginAsyncTypebox<{ deps: CardPaymentDeps }> = async (app, { deps }) => {
  // A payment's key is taken over at once when its process died, else once its attempt may be
  // reconciled anyway: the takeover asks the gateway what the earlier request did
  // (./reconcile resumeRequest) before charging anything.
  // Key expiry and takeover run on the real time: the demo clock must not free a key for a second charge.
  const idempotency = createIdempotency(deps.db, deps.realNow, { pendingTimeoutMs: RECONCILE_AFTER_MS, instanceId: app.instance.id });
  const callerOf = (request: OrderRequest) => paymentCallerOf(deps.quotes, deps.db, deps.linkSecret, request.params.orderId, request.headers, request.customer);
  // Only a caller who may pay the order gets past here (a stranger's 404 comes before any
  // replay), and the key's scope names that caller: a replay answers its own first request only.
  const once = async (request: OrderRequest, method: string, run: (payment: PaymentRequest) => Promise<unknown>) => {
    const caller = await callerOf(request);
    const order = await openOrder(deps.db, request.params.orderId, caller);
    const scope = `POST payment ${method} ${request.params.orderId} ${payerIdentity(order, caller, request.headers)}`;
    const key = readIdempotencyKey(request.headers);
    const part = (request.body as { part?: QuotePaymentPart } | undefined)?.part;
    const payment = (context: RunContext): PaymentRequest => ({
      orderId: request.params.orderId,
      caller,
      clientIp: request.ip,
      locale: request.market.locale,
      requestKey: key === undefined ? undefined : requestHash({ scope, key }),
      ownerDead: context.ownerDead,
      opened: order,
      ...(part === undefined ? {} : { part }),
    });
    return idempotency.run({ key, scope, request: request.body ?? {} }, async (context) => ({ statusCode: 200, body: await run(payment(context)) }));
  };

  app.get(`${PAYMENT_PREFIX}/orders/:orderId/payment`, { schema: paymentStateSchema }, async (request): Promise<WirePaymentState> => {
    await openOrder(deps.db, request.params.orderId, await callerOf(request));
    return paymentState(deps, request.params.orderId);
  });

  // A card or wallet payment answers before its order's confirmation email is delivered: the
  // deliveries it nudged run once the answer has left (from the outbox, where they already are).
  const afterAnswer = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onResponse', async (request) => afterAnswer.get(request)?.());
  const answeringFirst = (request: FastifyRequest): CardPaymentDeps => {
    const deferred = deferNudges(deps.lifecycle);
    afterAnswer.set(request, deferred.flush);
    return { ...deps, lifecycle: deferred.lifecycle };
  };

  app.post(
    `${PAYMENT_PREFIX}/orders/:orderId/payment/card`,
    { schema: cardPaymentSchema, preValidation: refuseCardFields },
    async (request, reply) => {
      try {
        return sendAnswer(reply, await once(request, 'card', (payment) => payByCard(answeringFirst(request), payment, request.body)));
      } catch (error) {
        return sendRefusal(reply, error);
      }
    },
  );

  app.post(
    `${PAYMENT_PREFIX}/orders/:orderId/payment/wallet`,
    { schema: walletPaymentSchema, preValidation: refuseCardFields },
    async (request, reply) => {
      try {
        return sendAnswer(reply, await once(request, 'wallet', (payment) => payByWallet(answeringFirst(request), payment, request.body)));
      } catch (error) {
        return sendRefusal(reply, error);
      }
    },
  );

  app.post(`${PAYMENT_PREFIX}/giftcard/balance`, { schema: giftCardBalanceSchema, preValidation: refuseBankCards }, async (request) =>
    giftCardBalance(deps, request.market.brandId, request.body, { ip: request.ip }),
  );

  app.post(
    `${PAYMENT_PREFIX}/orders/:orderId/payment/giftcard`,
    { schema: giftCardPaymentSchema, preValidation: refuseBankCards },
    async (request, reply) => sendAnswer(reply, await once(request, 'giftcard', (payment) => payByGiftCard(deps, payment, request.body))),
  );

  app.post(
    `${PAYMENT_PREFIX}/orders/:orderId/payment/paypal`,
    { schema: payPalStartSchema, preValidation: refuseCardFields },
    async (request, reply) => sendAnswer(reply, await once(request, 'paypal', (payment) => startPayPal(deps, payment, request.body))),
  );

  app.post(
    `${PAYMENT_PREFIX}/orders/:orderId/payment/paypal/capture`,
    { schema: payPalCaptureSchema, preValidation: refuseCardFields },
    async (request, reply) =>
      sendAnswer(reply, await once(request, 'paypal-capture', (payment) => capturePayPal(deps, payment, request.body))),
  );

  app.post(
    `${PAYMENT_PREFIX}/orders/:orderId/payment/free`,
    { schema: freePaymentSchema, preValidation: refuseCardFields },
    async (request, reply) => sendAnswer(reply, await once(request, 'free', (payment) => payFree(deps, payment))),
  );
};

export default paymentRoutes;
