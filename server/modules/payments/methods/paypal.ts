/**
 * PayPal: create (the diner is sent to the sandbox approve page) → approve (the page sends the
 * diner back to the storefront with token and PayerID) → capture (here). The amount is fixed
 * when PayPal is opened; if the order's due changed meanwhile, capture is refused and the diner
 * starts PayPal again. Capture before approval is refused by the gateway (409). The capture
 * attempt's gateway key is the PayPal order id: should the request die after PayPal captured,
 * the reconciler or the client's retry finds the capture at PayPal and records it once.
 * Today's smoke is held for the PayPal order once it is created, before the diner is sent to
 * approve it (refused with the sold-out 409 when short, the PayPal order never recorded); a newer
 * PayPal order of the same order takes the hold over, a refused capture gives it back, and it
 * lapses after the smoke module's PAYPAL_HOLD_MINUTES, when the capture holds again or refuses.
 */
import type { Currency } from '@/domain/markets';
import { interpolate } from '@/domain/interpolate';
import { PROCESSOR_SILENT_MESSAGE } from '@/domain/payments/messages';
import type { WirePayPalStart, WirePaymentState } from '@/domain/wire/payments';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '@/server/errors';
import type { PaymentDeps, PaymentRequest } from '../deps';
import { lockPayable, requireAmountDue } from '../payable';
import { openOrder } from '../orders-port';
import { closeAttempt, paidAnswer, reconcilePending, recordCapture, resumeRequest } from '../reconcile';
import { findPayPalOrder, insertAttempt, insertPayPalOrder, markPayPalOrder } from '../repository';
import { paymentState } from '../settle';
import { smokePayPalHolds } from '@/server/modules/smoke';
export const DEFAULT_RETURN_PATH = '/checkout/paypal-return';
export const DEFAULT_CANCEL_PATH = '/checkout/payment';
/** A storefront path, optionally with a query of plain characters (a quote page keeps its link token there). */
const STOREFRONT_PATH = /^\/(?!\/)[A-Za-z0-9/_-]{0,199}(?:\?[A-Za-z0-9_.~=&-]{1,199})?$/;

export type PayPalStartInput = { returnPath?: string; cancelPath?: string };
export type PayPalCaptureInput = { token: string; payerId: string };

/** A storefront path as the return address: '/ca/fr/checkout/paypal-return' + ?orderId=. */
export function storefrontReturnUrl(storefrontUrl: string, path: string, orderId: string): string {
  if (!STOREFRONT_PATH.test(path)) {
    throw new BadRequestError(`Return path "${path.slice(0, 80)}" must be a storefront path such as ${DEFAULT_RETURN_PATH}`);
  }
  const url = new URL(`${storefrontUrl}${path}`);
  url.searchParams.set('orderId', orderId);
  return url.toString();
}

export async function startPayPal(deps: PaymentDeps, request: PaymentRequest, input: PayPalStartInput): Promise<WirePayPalStart> {
  if (!request.opened) await openOrder(deps.db, request.orderId, request.caller);
  const returnUrl = storefrontReturnUrl(deps.storefrontUrl, input.returnPath ?? DEFAULT_RETURN_PATH, request.orderId);
  const cancelUrl = storefrontReturnUrl(deps.storefrontUrl, input.cancelPath ?? DEFAULT_CANCEL_PATH, request.orderId);
  await reconcilePending(deps, request.orderId);
  // A read under the lock, committed at once: the PayPal call itself stays outside any transaction.
  const { amount, currency } = await deps.db.transaction(async (tx) => {
    const payable = await lockPayable(deps, tx, request.orderId, request.caller, deps.now(), request.part);
    return { amount: requireAmountDue(payable), currency: payable.order.currency };
  });
  const created = await deps.paypal.createOrder({ amount, currency: currency as Currency, reference: request.orderId, returnUrl, cancelUrl });
  if (!created.ok) throw new HttpError(502, 'PayPal could not be opened. Please try again or choose another payment method.');
  await deps.db.transaction(async (tx) => {
    // Today's smoke is held for the PayPal order before the diner approves it: the diner who lost
    // the last rack is refused here (409, nothing recorded), never after approving at PayPal.
    const payable = await lockPayable(deps, tx, request.orderId, request.caller, deps.now(), request.part);
    await insertPayPalOrder(tx, { paypalOrderId: created.paypalOrderId, orderId: request.orderId, amount, currency });
    if (!payable.asQuote) await smokePayPalHolds.hold(tx, payable, created.paypalOrderId, deps.now(), deps.realNow(), request.locale);
  });
  return { paypalOrderId: created.paypalOrderId, approveUrl: created.approveUrl };
}

export async function capturePayPal(deps: PaymentDeps, request: PaymentRequest, input: PayPalCaptureInput): Promise<WirePaymentState> {
  const order = request.opened ?? (await openOrder(deps.db, request.orderId, request.caller));
  const found = await findPayPalOrder(deps.db, input.token);
  if (!found || found.orderId !== order.id) throw new NotFoundError('This PayPal payment was not found for the order');
  if ((await resumeRequest(deps, request)) === 'answer-paid') return paidAnswer(deps, order.id);
  await reconcilePending(deps, order.id);
  const paypalOrder = (await findPayPalOrder(deps.db, input.token)) ?? found;
  // A reload of the return page after success: answer the paid state again.
  if (paypalOrder.status === 'captured') return paymentState(deps, order.id);
  if (paypalOrder.status === 'cancelled') throw new ConflictError('This PayPal payment was cancelled; please pay with PayPal again');

  const attempt = await deps.db.transaction(async (tx) => {
    const payable = await lockPayable(deps, tx, order.id, request.caller, deps.now(), request.part);
    if (requireAmountDue(payable) !== paypalOrder.amount) {
      await markPayPalOrder(tx, paypalOrder.paypalOrderId, 'cancelled');
      await smokePayPalHolds.release(tx, paypalOrder.paypalOrderId, deps.realNow());
      return null;
    }
    const { amount, currency, paypalOrderId } = paypalOrder;
    const recorded = await insertAttempt(tx, {
      orderId: order.id,
      method: 'paypal',
      amount,
      currency,
      gatewayReference: paypalOrderId,
      // PayPal captures an order once, so its id is the capture's idempotency key.
      gatewayKey: paypalOrderId,
      requestKey: request.requestKey,
      orderTotal: payable.total,
      locale: request.locale,
      createdAt: deps.now(),
    });
    // The PayPal order's hold carries the capture; one that lapsed is taken again for the attempt (or refused) before PayPal is asked to capture.
    if (!payable.asQuote) await deps.lifecycle.chargeHolds.hold(tx, payable, recorded.id, deps.now(), request.locale);
    return recorded;
  });
  if (!attempt) throw new ConflictError('The order changed after PayPal was opened; please pay with PayPal again');

  const captured = await deps.paypal.capture(input.token, input.payerId);
  if (!captured.ok) {
    // PayPal unreachable or failing: whether it captured is unknown, so the attempt stays pending
    // and the reconciler asks PayPal about the order (its key) once the bound has passed.
    if (captured.code === 'gateway_unavailable') {
      deps.log.warn({ orderId: order.id, attemptId: attempt.id, reason: captured.message }, 'PayPal capture left pending: PayPal did not answer');
      throw new HttpError(503, interpolate(PROCESSOR_SILENT_MESSAGE, { processor: 'PayPal' }));
    }
    await closeAttempt(deps, attempt.id, { status: 'failed', failureCode: captured.code, failureMessage: captured.message.slice(0, 300) });
    throw captured.code === 'paypal_not_approved' ? new ConflictError(captured.message) : new BadRequestError(captured.message);
  }
  if ((await recordCapture(deps, attempt, { captureId: captured.captureId })) === 'refunded') {
    throw new ConflictError('This PayPal payment took too long and was stopped. Please contact the store about a refund.');
  }
  return paymentState(deps, order.id);
}
