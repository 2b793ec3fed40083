/**
 * The customer's order rows as the profile reads them: the history (orders sent as a catering
 * quote left out) with each order's store, and the claim of a guest order.
 */
import { and, count, desc, eq, isNull, notExists } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { cateringLeads, locations, orders } from '@/server/db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type SummaryRow = { order: OrderRow; location: { id: number; slug: string; title: string; timeZone: string } };

/** The customer's orders that no catering lead was quoted with. */
function historyOf(db: Database, customerId: number) {
  const quoted = db.select({ id: cateringLeads.id }).from(cateringLeads).where(eq(cateringLeads.orderId, orders.id));
  return and(eq(orders.customerId, customerId), notExists(quoted));
}

/** One page of the customer's order history with each order's store, newest first. */
export function orderHistoryPage(db: Database, customerId: number, page: number, pageSize: number): Promise<SummaryRow[]> {
  return db
    .select({
      order: orders,
      location: { id: locations.id, slug: locations.slug, title: locations.title, timeZone: locations.timeZone },
    })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(historyOf(db, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function orderHistoryCount(db: Database, customerId: number): Promise<number> {
  const [{ value } = { value: 0 }] = await db.select({ value: count() }).from(orders).where(historyOf(db, customerId));
  return value;
}

/** Gives the guest order to the customer; false when it has an owner already. */
export async function claimGuestOrder(db: Database, customerId: number, orderId: string): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ customerId })
    .where(and(eq(orders.id, orderId), isNull(orders.customerId)))
    .returning({ id: orders.id });
  return claimed !== undefined;
}
