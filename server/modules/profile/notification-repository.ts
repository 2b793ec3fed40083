/** The customer's notification rows, read with their order's number and store. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customerNotifications, locations, orders } from '@/server/db/schema';

const columns = {
  id: customerNotifications.id,
  kind: customerNotifications.kind,
  orderId: customerNotifications.orderId,
  readAt: customerNotifications.readAt,
  createdAt: customerNotifications.createdAt,
  orderNumber: orders.number,
  store: locations.title,
};

function select(db: Database) {
  return db
    .select(columns)
    .from(customerNotifications)
    .leftJoin(orders, eq(orders.id, customerNotifications.orderId))
    .leftJoin(locations, eq(locations.id, orders.locationId));
}

export type NotificationRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const mine = (customerId: number, notificationId: number) =>
  and(eq(customerNotifications.id, notificationId), eq(customerNotifications.customerId, customerId));

/** Records an 'order-paid' notification for each of the customer's orders in the statuses that has none. */
export async function recordOrderPaidNotifications(db: Database, customerId: number, statusIds: readonly number[]): Promise<void> {
  await db.execute(sql`
    insert into ${customerNotifications} (customer_id, kind, order_id, created_at)
    select ${customerId}::int, 'order-paid', ${orders.id}, coalesce(${orders.paidAt}, ${orders.updatedAt})
    from ${orders}
    where ${and(eq(orders.customerId, customerId), inArray(orders.statusId, [...statusIds]))}
    on conflict (customer_id, kind, order_id) do nothing`);
}

/** The customer's newest notifications, at most `limit`. */
export function notificationsOf(db: Database, customerId: number, limit: number): Promise<NotificationRow[]> {
  return select(db)
    .where(eq(customerNotifications.customerId, customerId))
    .orderBy(desc(customerNotifications.createdAt), desc(customerNotifications.id))
    .limit(limit);
}

export async function notificationOf(db: Database, customerId: number, notificationId: number): Promise<NotificationRow | undefined> {
  const [row] = await select(db).where(mine(customerId, notificationId));
  return row;
}

/**
 * Marks the customer's notification read (keeping the first time it was read; `readAt` when
 * never) or unread (`readAt` null); whether the customer has it.
 */
export async function markNotificationRead(db: Database, customerId: number, notificationId: number, readAt: Date | null): Promise<boolean> {
  const value = readAt ? sql`coalesce(${customerNotifications.readAt}, ${readAt.toISOString()}::timestamptz)` : null;
  const [updated] = await db.update(customerNotifications).set({ readAt: value }).where(mine(customerId, notificationId)).returning({ id: customerNotifications.id });
  return updated !== undefined;
}
