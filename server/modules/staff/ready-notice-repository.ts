/** What the ready notice reads and writes: the order with its store and brand, and the owner's notification. */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { brands, customerNotifications, locations, orders } from '@/server/db/schema';

export async function readyOrderOf(db: Database, orderId: string) {
  const [row] = await db
    .select({ order: orders, store: locations.title, phone: locations.phone, brand: brands.title })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .innerJoin(brands, eq(brands.id, orders.brandId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** The owner's "order ready" notification, once per order. */
export async function insertReadyNotification(db: Database, customerId: number, orderId: string, at: Date): Promise<void> {
  await db.insert(customerNotifications).values({ customerId, kind: 'order-ready', orderId, createdAt: at }).onConflictDoNothing();
}
