/**
 * Notifications: one per paid order of the customer, newest first, which can be marked read.
 * They are derived from the orders: listing first records a notification for every placed
 * order that has none yet (idempotent: unique per customer, kind and order), so no payment
 * code has to remember to write them, and the read marks live on those rows.
 */
import type { LocaleTag } from '@/domain/markets';
import { PAID_STATUSES } from '@/domain/ordering/order-status';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WireNotification, WireNotifications } from '@/domain/wire/profile';
import type { Database } from '@/server/db/client';
import { locations, orders } from '@/server/db/schema';
import { customerNotifications } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { notificationText } from './notification-text';

export const MAX_NOTIFICATIONS = 100;

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

type NotificationRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function present(row: NotificationRow, locale: LocaleTag): WireNotification {
  const number = row.orderNumber === null ? '' : String(row.orderNumber);
  return {
    id: row.id,
    kind: row.kind,
    type: 'success',
    text: notificationText(row.kind, locale, { number, store: row.store ?? '' }),
    orderId: row.orderId,
    orderNumber: row.orderNumber === null ? null : number,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Records a notification for each placed order of the customer that has none. */
async function recordPaidOrders(db: Database, customerId: number): Promise<void> {
  await db.execute(sql`
    insert into ${customerNotifications} (customer_id, kind, order_id, created_at)
    select ${customerId}::int, 'order-paid', ${orders.id}, coalesce(${orders.paidAt}, ${orders.updatedAt})
    from ${orders}
    where ${and(eq(orders.customerId, customerId), inArray(orders.statusId, PAID_STATUSES))}
    on conflict (customer_id, kind, order_id) do nothing`);
}

export function createNotificationService(db: Database, clock: () => Date = () => new Date()) {
  return {
    async list(customerId: number, locale: LocaleTag): Promise<WireNotifications> {
      await recordPaidOrders(db, customerId);
      const rows = await select(db)
        .where(eq(customerNotifications.customerId, customerId))
        .orderBy(desc(customerNotifications.createdAt), desc(customerNotifications.id))
        .limit(MAX_NOTIFICATIONS);
      const data = rows.map((row) => present(row, locale));
      return { data, unread: data.filter((notification) => !notification.read).length };
    },

    async mark(customerId: number, notificationId: number, read: boolean, locale: LocaleTag): Promise<WireNotification> {
      const mine = and(eq(customerNotifications.id, notificationId), eq(customerNotifications.customerId, customerId));
      const readAt = read ? sql`coalesce(${customerNotifications.readAt}, ${clock().toISOString()}::timestamptz)` : null;
      const [updated] = await db.update(customerNotifications).set({ readAt }).where(mine).returning({ id: customerNotifications.id });
      if (!updated) throw new NotFoundError(`Notification ${notificationId} was not found`);
      const [row] = await select(db).where(mine);
      return present(row!, locale);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
