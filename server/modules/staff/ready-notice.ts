/**
 * Tells the diner their order is ready: an email in the order's language (once per order, like
 * the confirmation) and, for a signed-in owner, a notification (once per order too). Runs after
 * the status change committed, from the order outbox (order-listeners.ts): the move stands
 * whatever happens to the mail, and a failure is tried again by the outbox.
 */
import { deliveryOrPickup } from '@/domain/ordering/handoffs';
import { renderOrderReady } from '@/server/modules/email';
import { orderUrl } from '@/server/modules/receipts';
import type { StaffDeps } from './deps';
import { insertReadyNotification, readyOrderOf } from './ready-notice-repository';

export const READY_MAIL_KIND = 'order-ready';

export type ReadyNoticeDeps = Pick<StaffDeps, 'db' | 'mailer' | 'storefrontUrl'>;

export async function tellDinerReady(deps: ReadyNoticeDeps, orderId: string, now: Date): Promise<void> {
  const row = await readyOrderOf(deps.db, orderId);
  if (!row) return;
  const { order } = row;
  if (order.customerId !== null) {
    await insertReadyNotification(deps.db, order.customerId, orderId, now);
  }
  const email = order.guest?.email;
  if (!email) return;
  const { locale } = order;
  const mail = renderOrderReady({
    number: String(order.number),
    store: row.store,
    storePhone: row.phone,
    handoff: deliveryOrPickup(order.handoffId),
    firstName: order.guest?.firstName ?? null,
    locale,
    orderUrl: orderUrl(deps.storefrontUrl, locale, orderId),
    brandName: row.brand,
  });
  await deps.mailer.queue({ kind: READY_MAIL_KIND, orderId, toAddress: email, ...mail });
}
