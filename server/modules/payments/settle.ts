/**
 * The end of every successful payment: record the tender, and when the order's payments reach
 * its total, mark it paid, all inside the caller's transaction (which holds the order lock).
 * Marking it paid publishes the order lifecycle's `paid`, whose outbox row sends the confirmation
 * email after commit (the receipts module's listener), when the payment nudges the lifecycle.
 */
import { Decimal, toMoneyString } from '@/domain/money';
import type { WirePaymentState } from '@/domain/wire/payments';
import type { Database } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { ORDER_STATUS, statusName } from '@/domain/ordering/order-status';
import type { LocaleTag } from '@/domain/markets';
import type { OrderLifecycle } from '@/server/modules/orders';
import type { PaymentDeps } from './deps';
import type { QuotePayments } from './quote-port';
import { orderNumberText, presentPayment } from './present-payment';
import { findOrderWithPayments, markOrderPaid, type PaidTarget } from './orders-port';
import { insertPaymentWithTotal, type NewPayment } from './repository';

/** The order lifecycle the payment marks the order paid through, the quote port, and the diner's language. */
export type PaidThrough = { lifecycle: OrderLifecycle; quotes: QuotePayments; locale: LocaleTag };

/**
 * Inserts the payment; once the order's payments reach `total` (the repriced total the payment
 * was checked against), marks the order paid. Returns whether it is. The caller holds the lock.
 * A cancelled order takes the payment (a capture found after it was cancelled, which staff give
 * back with its Refund action) but is never marked paid again.
 */
export async function recordPayment(tx: Database, target: PaidTarget, total: string, payment: NewPayment, now: Date, through: PaidThrough): Promise<boolean> {
  const paid = await insertPaymentWithTotal(tx, payment);
  if (target.order.statusId === ORDER_STATUS.cancelled) return false;
  const fullyPaid = new Decimal(paid).greaterThanOrEqualTo(total);
  if (fullyPaid) await markOrderPaid(through.lifecycle, through.quotes, tx, target, now, through.locale);
  return fullyPaid;
}

export async function paymentState({ db, quotes }: Pick<PaymentDeps, 'db' | 'quotes'>, orderId: string): Promise<WirePaymentState> {
  const found = await findOrderWithPayments(db, orderId);
  if (!found) throw new NotFoundError(`Order ${orderId} was not found`);
  const { order, payments: rows } = found;
  // A quote's order costs its estimate, never the cart its request was made from.
  const total = (await quotes.totalOf(db, order)) ?? order.total;
  const amountPaid = rows.reduce((sum, row) => sum.plus(row.amount), new Decimal(0));
  const due = Decimal.max(new Decimal(total).minus(amountPaid), 0);
  const paid = order.statusId !== ORDER_STATUS.open && order.statusId !== ORDER_STATUS.cancelled;
  return {
    orderId: order.id,
    orderNumber: orderNumberText(order.number),
    statusId: order.statusId,
    status: statusName(order.statusId),
    paid,
    currency: order.currency,
    total,
    amountPaid: toMoneyString(amountPaid),
    amountDue: paid ? '0.00' : toMoneyString(due),
    payments: rows.map(presentPayment),
  };
}
