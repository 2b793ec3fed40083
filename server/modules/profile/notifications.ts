/**
 * Notifications: one per paid order of the customer, newest first, which can be marked read.
 * They are derived from the orders: listing first records a notification for every placed
 * order that has none yet (idempotent: unique per customer, kind and order), so no payment
 * code has to remember to write them, and the read marks live on those rows.
 */
import type { LocaleTag } from '@/domain/markets';
import { PAID_STATUSES } from '@/domain/ordering/order-status';
import type { WireNotification, WireNotifications } from '@/domain/wire/profile';
import type { Database } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { markNotificationRead, notificationOf, notificationsOf, recordOrderPaidNotifications, type NotificationRow } from './notification-repository';
import { notificationText } from './notification-text';

export const MAX_NOTIFICATIONS = 100;

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

export function createNotificationService(db: Database, clock: () => Date = () => new Date()) {
  return {
    async list(customerId: number, locale: LocaleTag): Promise<WireNotifications> {
      await recordOrderPaidNotifications(db, customerId, PAID_STATUSES);
      const rows = await notificationsOf(db, customerId, MAX_NOTIFICATIONS);
      const data = rows.map((row) => present(row, locale));
      return { data, unread: data.filter((notification) => !notification.read).length };
    },

    async mark(customerId: number, notificationId: number, read: boolean, locale: LocaleTag): Promise<WireNotification> {
      if (!(await markNotificationRead(db, customerId, notificationId, read ? clock() : null))) {
        throw new NotFoundError(`Notification ${notificationId} was not found`);
      }
      return present((await notificationOf(db, customerId, notificationId))!, locale);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
