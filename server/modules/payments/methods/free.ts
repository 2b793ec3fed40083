/** "Free": settles an order whose total is zero (a fully discounted order). Anything else → 422. */
import type { WirePaymentState } from '@/domain/wire/payments';
import { UnprocessableError } from '@/server/errors';
import { formatDue } from '../format';
import type { PaymentDeps, PaymentRequest } from '../deps';
import { lockPayable, PAYMENT_TYPE_IDS } from '../payable';
import { openOrder } from '../orders-port';
import { paidAnswer, reconcilePending, resumeRequest } from '../reconcile';
import { insertAttempt } from '../repository';
import { paymentState, recordPayment } from '../settle';

export const FREE_LABEL = 'No payment needed';

export async function payFree(deps: PaymentDeps, request: PaymentRequest): Promise<WirePaymentState> {
  if (!request.opened) await openOrder(deps.db, request.orderId, request.caller);
  if ((await resumeRequest(deps, request)) === 'answer-paid') {
    return paidAnswer(deps, request.orderId);
  }
  await reconcilePending(deps, request.orderId);
  const fullyPaid = await deps.db.transaction(async (tx) => {
    const payable = await lockPayable(deps, tx, request.orderId, request.caller, deps.now(), request.part);
    if (!payable.due.isZero()) {
      throw new UnprocessableError(
        `Order ${payable.number} still has ${formatDue(payable.due, payable.order.currency)} to pay: choose a payment method`,
      );
    }
    const { order } = payable;
    const attempt = await insertAttempt(tx, {
      orderId: order.id,
      method: 'free',
      status: 'succeeded',
      amount: '0.00',
      currency: order.currency,
      requestKey: request.requestKey,
      locale: request.locale,
      createdAt: deps.now(),
      settledAt: deps.now(),
    });
    const payment = { orderId: order.id, attemptId: attempt.id, method: 'free' as const, amount: '0.00', currency: order.currency };
    return recordPayment(tx, payable, payable.total, { ...payment, paymentTypeId: PAYMENT_TYPE_IDS.free, label: FREE_LABEL, tender: { kind: 'free' } }, deps.now(), {
      lifecycle: deps.lifecycle,
      quotes: deps.quotes,
      locale: request.locale,
    });
  });
  if (fullyPaid) await deps.lifecycle.nudge(request.orderId);
  return paymentState(deps, request.orderId);
}
