/**
 * The email a diner gets for each refund staff gave on their order that went through, in the
 * order's language, queued through the app's one mailer once per refund (the mail outbox is unique
 * on kind and order, and the kind names the refund). Sent after commit from the order outbox.
 */
import { tenderOf } from '@/domain/payments/tender';
import { renderOrderRefund } from '@/server/modules/email';
import { orderNumberText } from '@/server/modules/payments';
import { refundMailRow } from './refund-repository';
import { orderUrl, type ConfirmationDeps } from './send';

export const refundMailKind = (refundId: number) => `order-refund-${refundId}`;

/** Queues the refund's email (nothing for an order without an email, or a refund that did not go through); throws when it could not. */
export async function queueRefundEmail(deps: Pick<ConfirmationDeps, 'db' | 'mailer' | 'storefrontUrl'>, refundId: number): Promise<void> {
  const row = await refundMailRow(deps.db, refundId);
  const email = row?.order.guest?.email;
  if (!row || !email) return;
  const { order, refund } = row;
  const mail = renderOrderRefund({
    number: orderNumberText(order.number),
    store: row.store,
    storePhone: row.phone,
    amount: refund.amount,
    currency: refund.currency,
    tender: tenderOf({ tender: row.paymentTender, label: row.paymentLabel }),
    refundedAt: refund.settledAt ?? refund.createdAt,
    timeZone: row.timeZone,
    firstName: order.guest?.firstName ?? null,
    locale: order.locale,
    orderUrl: orderUrl(deps.storefrontUrl, order.locale, order.id),
    brandName: row.brand,
  });
  await deps.mailer.queue({ kind: refundMailKind(refundId), orderId: order.id, toAddress: email, ...mail });
}
