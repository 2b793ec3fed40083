/**
 * The delivery fee a courier network quoted for a delivery order, as the diner pays it (after the
 * brand's cap): it replaces the store's own delivery fee in the order's pricing once quoted.
 * The courier module writes the quotes (order_deliveries); orders only read the fee here.
 */
import { eq } from 'drizzle-orm';
import { HANDOFF } from '@/domain/ordering';
import type { Database } from '@/server/db/client';
import { orderDeliveries } from '@/server/db/schema';

/** The quoted diner fee of a delivery order; null when it has none (the store's fee applies). */
export async function courierFeeOf(db: Database, order: { id: string; handoffId: number }): Promise<string | null> {
  if (order.handoffId !== HANDOFF.delivery) return null;
  const [row] = await db.select({ dinerFee: orderDeliveries.dinerFee }).from(orderDeliveries).where(eq(orderDeliveries.orderId, order.id)).limit(1);
  return row?.dinerFee ?? null;
}
