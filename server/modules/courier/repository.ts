/**
 * The courier module's rows: deliveries of orders, webhook events kept once, brands' fee caps; and
 * of orders, the delivery orders paid without a quote, and the handoff of one switched to carryout.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { HANDOFF } from '@/domain/ordering';
import type { Database } from '@/server/db/client';
import { deliveryFeeCaps, dispatchWebhookEvents, orderDeliveries, orders } from '@/server/db/schema';

export type DeliveryRow = typeof orderDeliveries.$inferSelect;
export type NewDelivery = typeof orderDeliveries.$inferInsert;

export async function deliveryOfOrder(db: Database, orderId: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, orderId)).limit(1);
  return row;
}

export async function deliveryByExternalId(db: Database, externalId: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(orderDeliveries).where(eq(orderDeliveries.externalId, externalId)).limit(1);
  return row;
}

export async function deliveryByProviderRef(db: Database, providerRef: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(orderDeliveries).where(eq(orderDeliveries.providerRef, providerRef)).limit(1);
  return row;
}

/** Writes the order's quote (a new quote replaces an older one while nothing is booked). */
export async function saveQuote(tx: Database, row: NewDelivery): Promise<DeliveryRow> {
  const { orderId: _orderId, ...changes } = row;
  const [saved] = await tx.insert(orderDeliveries).values(row).onConflictDoUpdate({ target: orderDeliveries.orderId, set: changes }).returning();
  return saved!;
}

export async function updateDelivery(tx: Database, orderId: string, changes: Partial<NewDelivery>): Promise<DeliveryRow> {
  const [saved] = await tx.update(orderDeliveries).set(changes).where(eq(orderDeliveries.orderId, orderId)).returning();
  return saved!;
}

/** Deliveries due to be booked at `now`, earliest first. */
export async function dueBookings(db: Database, now: Date, limit: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(orderDeliveries)
    .where(and(lte(orderDeliveries.bookAt, now), isNull(orderDeliveries.bookedAt), eq(orderDeliveries.stage, 'quoted')))
    .orderBy(asc(orderDeliveries.bookAt))
    .limit(limit);
}

/** Booked deliveries of `provider` still on their way, oldest booking first. */
export async function movingDeliveries(db: Database, provider: DeliveryRow['provider'], limit: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(orderDeliveries)
    .where(and(eq(orderDeliveries.provider, provider), isNotNull(orderDeliveries.bookedAt), inArray(orderDeliveries.stage, ['requested', 'assigned', 'picked_up'])))
    .orderBy(asc(orderDeliveries.bookedAt))
    .limit(limit);
}

/** Keeps a webhook event; false when its id was kept before (a retry). */
export async function keepWebhookEvent(tx: Database, row: typeof dispatchWebhookEvents.$inferInsert): Promise<boolean> {
  const kept = await tx.insert(dispatchWebhookEvents).values(row).onConflictDoNothing().returning({ id: dispatchWebhookEvents.id });
  return kept.length === 1;
}

/** The most a brand's diners pay for a courier in `currency`; null: no cap. */
export async function feeCapOf(db: Database, brandId: number, currency: string): Promise<string | null> {
  const [row] = await db
    .select({ maxDinerFee: deliveryFeeCaps.maxDinerFee })
    .from(deliveryFeeCaps)
    .where(and(eq(deliveryFeeCaps.brandId, brandId), eq(deliveryFeeCaps.currency, currency)))
    .limit(1);
  return row?.maxDinerFee ?? null;
}

/** The cancelled deliveries among `orderIds` (a failed courier the store is alerted to). */
export async function failedDeliveriesOf(db: Database, orderIds: readonly string[]): Promise<DeliveryRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderDeliveries)
    .where(and(inArray(orderDeliveries.orderId, [...orderIds]), eq(orderDeliveries.stage, 'cancelled')));
}

/**
 * Delivery orders paid since `since`, still before their handoff (`statusIds`), that no courier
 * network has quoted: the dispatch job quotes and books them. Oldest payment first.
 */
export async function unquotedPaidDeliveries(db: Database, statusIds: readonly number[], since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(orderDeliveries, eq(orderDeliveries.orderId, orders.id))
    .where(and(eq(orders.handoffId, HANDOFF.delivery), inArray(orders.statusId, [...statusIds]), gte(orders.paidAt, since), isNull(orderDeliveries.orderId)))
    .orderBy(asc(orders.paidAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Makes a delivery order a carryout at its store (its address is kept for the record). */
export async function switchToCarryout(tx: Database, orderId: string, now: Date): Promise<void> {
  await tx.update(orders).set({ handoffId: HANDOFF.pickup, updatedAt: now }).where(eq(orders.id, orderId));
}
