/**
 * PayPal: create (the diner is sent to the sandbox approve page) → approve (the page sends the
 * diner back to the storefront with token and PayerID) → capture (here). The amount is fixed
 * when PayPal is opened; if the order's due changed meanwhile, capture is refused and the diner
 * starts PayPal again. Capture before approval is refused by the gateway (409).
 */
import type { Currency } from '@/domain/markets';
import type { WirePayPalStart, WirePaymentState } from '@/domain/wire/payments';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '@/server/errors';
import type { PaymentDeps, PaymentRequest } from '../deps';
import { relockOrder } from '../orders-port';
import { lockPayable, openOrder, PAYMENT_TYPE_IDS, requireAmountDue } from '../payable';
import { findPayPalOrder, insertAttempt, insertPayPalOrder, markPayPalOrder, settleAttempt } from '../repository';
import { paymentState, recordPayment, sendConfirmation } from '../settle';

export const PAYPAL_LABEL = 'PayPal';
export const DEFAULT_RETURN_PATH = '/checkout/paypal-return';
export const DEFAULT_CANCEL_PATH = '/checkout/payment';
const STOREFRONT_PATH = /^\/(?!\/)[A-Za-z0-9/_-]{0,199}$/;

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
  await openOrder(deps.db, request.orderId, request.caller);
  const returnUrl = storefrontReturnUrl(deps.storefrontUrl, input.returnPath ?? DEFAULT_RETURN_PATH, request.orderId);
  const cancelUrl = storefrontReturnUrl(deps.storefrontUrl, input.cancelPath ?? DEFAULT_CANCEL_PATH, request.orderId);
  // A read under the lock, committed at once: the PayPal call itself stays outside any transaction.
  const { amount, currency } = await deps.db.transaction(async (tx) => {
    const payable = await lockPayable(tx, request.orderId, request.caller, deps.now());
    return { amount: requireAmountDue(payable), currency: payable.order.currency };
  });
  const created = await deps.paypal.createOrder({ amount, currency: currency as Currency, reference: request.orderId, returnUrl, cancelUrl });
  if (!created.ok) throw new HttpError(502, 'PayPal could not be opened. Please try again or choose another payment method.');
  await insertPayPalOrder(deps.db, { paypalOrderId: created.paypalOrderId, orderId: request.orderId, amount, currency });
  return { paypalOrderId: created.paypalOrderId, approveUrl: created.approveUrl };
}

export async function capturePayPal(deps: PaymentDeps, request: PaymentRequest, input: PayPalCaptureInput): Promise<WirePaymentState> {
  const order = await openOrder(deps.db, request.orderId, request.caller);
  const paypalOrder = await findPayPalOrder(deps.db, input.token);
  if (!paypalOrder || paypalOrder.orderId !== order.id) throw new NotFoundError('This PayPal payment was not found for the order');
  // A reload of the return page after success: answer the paid state again.
  if (paypalOrder.status === 'captured') return paymentState(deps.db, order.id);
  if (paypalOrder.status === 'cancelled') throw new ConflictError('This PayPal payment was cancelled; please pay with PayPal again');

  const pending = await deps.db.transaction(async (tx) => {
    const payable = await lockPayable(tx, order.id, request.caller, deps.now());
    if (requireAmountDue(payable) !== paypalOrder.amount) {
      await markPayPalOrder(tx, paypalOrder.paypalOrderId, 'cancelled');
      return null;
    }
    const { amount, currency } = paypalOrder;
    const row = await insertAttempt(tx, { orderId: order.id, method: 'paypal', amount, currency, gatewayReference: paypalOrder.paypalOrderId });
    return { row, total: payable.total };
  });
  if (!pending) throw new ConflictError('The order changed after PayPal was opened; please pay with PayPal again');

  const attempt = pending.row;
  const captured = await deps.paypal.capture(input.token, input.payerId);
  if (!captured.ok) {
    await deps.db.transaction((tx) => settleAttempt(tx, attempt.id, { status: 'failed', failureCode: captured.code, failureMessage: captured.message }));
    throw captured.code === 'paypal_not_approved' ? new ConflictError(captured.message) : new BadRequestError(captured.message);
  }
  const fullyPaid = await deps.db.transaction(async (tx) => {
    const target = await relockOrder(tx, order.id);
    await settleAttempt(tx, attempt.id, { status: 'succeeded' });
    await markPayPalOrder(tx, paypalOrder.paypalOrderId, 'captured');
    const payment = { orderId: order.id, attemptId: attempt.id, method: 'paypal' as const, amount: attempt.amount, currency: attempt.currency };
    return recordPayment(
      tx,
      target,
      pending.total,
      { ...payment, paymentTypeId: PAYMENT_TYPE_IDS.paypal, label: PAYPAL_LABEL, captureReference: captured.captureId },
      deps.now(),
    );
  });
  if (fullyPaid) await sendConfirmation(deps, order.id, request.locale);
  return paymentState(deps.db, order.id);
}
