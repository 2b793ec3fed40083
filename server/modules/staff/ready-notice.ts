/**
 * Tells the diner their order is ready: an email in the order's language (once per order, like
 * the confirmation) and, for a signed-in owner, a notification (once per order too). Runs after
 * the status change committed, from the order outbox (order-listeners.ts): the move stands
 * whatever happens to the mail, and a failure is tried again by the outbox.
 */
import { eq } from 'drizzle-orm';
import { deliveryOrPickup } from '@/domain/ordering/handoffs';
import { brands, customerNotifications, locations, orders } from '@/server/db/schema';
import { renderOrderReady } from '@/server/modules/email/templates/order-ready';
import { orderUrl } from '@/server/modules/payments/confirmation/send';
import type { StaffDeps } from './deps';

export const READY_MAIL_KIND = 'order-ready';

export type ReadyNoticeDeps = Pick<StaffDeps, 'db' | 'mailer' | 'storefrontUrl'>;

export async function tellDinerReady(deps: ReadyNoticeDeps, orderId: string, now: Date): Promise<void> {
  const [row] = await deps.db
    .select({ order: orders, store: locations.title, phone: locations.phone, brand: brands.title })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .innerJoin(brands, eq(brands.id, orders.brandId))
    .where(eq(orders.id, orderId));
  if (!row) return;
  const { order } = row;
  if (order.customerId !== null) {
    await deps.db.insert(customerNotifications).values({ customerId: order.customerId, kind: 'order-ready', orderId, createdAt: now }).onConflictDoNothing();
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
