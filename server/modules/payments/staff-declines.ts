/**
 * What staff see of an order's declined card tries: when, by which method (card or wallet), and
 * the bank's own reason (insufficient_funds, expired_card …), which the diner is never told (./declines).
 */
import type { WireStaffDecline } from '@/domain/wire/staff';
import type { Database } from '@/server/db/client';
import { declinedAttemptsOf } from './decline-repository';

/** The declined attempts of each order, oldest first (orders without any are absent). */
export async function declinesOfOrders(db: Database, orderIds: readonly string[]): Promise<Map<string, WireStaffDecline[]>> {
  const byOrder = new Map<string, WireStaffDecline[]>();
  if (orderIds.length === 0) return byOrder;
  for (const row of await declinedAttemptsOf(db, orderIds)) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      at: row.createdAt.toISOString(),
      method: row.method,
      reason: row.failureCode ?? 'card_declined',
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}
