/**
 * The end of every successful payment: record the tender, and when the order's payments reach
 * its total, mark it paid, all inside the caller's transaction (which holds the order lock).
 * Then, after commit, the payment state answer and the confirmation email.
 */
import { handoffDetailsOf } from '@/server/modules/orders/handoff-details';
import type { FastifyBaseLogger } from 'fastify';
import { type LocaleTag, localizedPath } from '@/domain/markets';
import { Decimal, toMoneyString } from '@/domain/money';
import type { WirePaymentState } from '@/domain/wire/payments';
import type { Database } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import type { Mailer } from '@/server/platform/mail/mailer';
import { renderOrderConfirmation } from '@/server/modules/email/templates/order-confirmation';
import { ORDER_STATUS, statusName } from '@/domain/ordering/order-status';
import { orderNumberText, presentConfirmation, presentPayment } from './confirmation/present';
import { loadConfirmationRows } from './confirmation/repository';
import { findOrderRow, leadOfOrder, markOrderPaid, type PaidTarget } from './orders-port';
import { sendLeadMail } from '@/server/modules/catering/mail';
import { quoteReceiptOf } from '@/server/modules/catering/receipts';
import { ORDER_CATEGORY } from '@/domain/ordering';
import { feedbackUrl } from '@/server/modules/surveys/feedback-key';
import { insertPayment, paidTotal, paymentsOf, type NewPayment } from './repository';

export const CONFIRMATION_MAIL_KIND = 'order-confirmation';

/**
 * Inserts the payment; once the order's payments reach `total` (the repriced total the payment
 * was checked against), marks the order paid. Returns whether it is. The caller holds the lock.
 */
export async function recordPayment(tx: Database, target: PaidTarget, total: string, payment: NewPayment, now: Date): Promise<boolean> {
  await insertPayment(tx, payment);
  const paid = await paidTotal(tx, target.order.id);
  const fullyPaid = new Decimal(paid).greaterThanOrEqualTo(total);
  if (fullyPaid) await markOrderPaid(tx, target, now);
  return fullyPaid;
}

export async function paymentState(db: Database, orderId: string): Promise<WirePaymentState> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw new NotFoundError(`Order ${orderId} was not found`);
  const rows = await paymentsOf(db, orderId);
  // A quote's order costs its estimate, never the cart its request was made from.
  const quote = order.categoryId === ORDER_CATEGORY.getAQuote ? await quoteReceiptOf(db, orderId) : undefined;
  const total = quote?.total ?? order.total;
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

export type ConfirmationDeps = { db: Database; mailer: Mailer; storefrontUrl: string; linkSecret: string; log: FastifyBaseLogger };

/** The storefront's thank-you page of the order, in the diner's market. */
export function orderUrl(storefrontUrl: string, locale: LocaleTag, orderId: string): string {
  return `${storefrontUrl}${localizedPath(locale, `/order/${orderId}/summary`)}`;
}

/**
 * Queues the confirmation email, once per order. A catering quote's order has no pickup time of
 * its own: its buyer gets the quote's "payment received" email instead (what was paid, the
 * balance), in the language of the quote. Never throws: the payment is done whatever
 * happens to the email, and a failure is logged with the order id.
 */
export async function sendConfirmation(deps: ConfirmationDeps, orderId: string, locale: LocaleTag): Promise<void> {
  try {
    const rows = await loadConfirmationRows(deps.db, orderId);
    if (!rows) return;
    const lead = await leadOfOrder(deps.db, rows.order);
    if (lead) return await sendLeadMail(deps, lead.id, { kind: 'paid' });
    const email = rows.order.guest?.email;
    if (!email) return;
    const order = { ...presentConfirmation(rows, locale), handoffDetails: await handoffDetailsOf(deps.db, rows.order) };
    const url = orderUrl(deps.storefrontUrl, locale, orderId);
    const rate = feedbackUrl(deps.storefrontUrl, locale, orderId, deps.linkSecret);
    const mail = renderOrderConfirmation({ order, locale, orderUrl: url, feedbackUrl: rate, brandName: rows.brandTitle });
    await deps.mailer.queue({ kind: CONFIRMATION_MAIL_KIND, orderId, toAddress: email, ...mail });
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'could not queue the order confirmation email');
  }
}
