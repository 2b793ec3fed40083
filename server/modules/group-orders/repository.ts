/**
 * Group-order queries. Every function takes the executor it runs on (the database or the caller's
 * `tx`). A write to a group's lines first takes `lockGroup` (the group row, FOR UPDATE).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { groupOrderGuests, groupOrderLines, groupOrders, orderItems } from '@/server/db/schema';

export type GroupRow = typeof groupOrders.$inferSelect;
export type GuestRow = typeof groupOrderGuests.$inferSelect;

export async function insertGroup(tx: Database, row: typeof groupOrders.$inferInsert): Promise<GroupRow> {
  const [inserted] = await tx.insert(groupOrders).values(row).returning();
  return inserted!;
}

export async function findGroup(db: Database, shareTokenHash: string): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(groupOrders).where(eq(groupOrders.shareTokenHash, shareTokenHash)).limit(1);
  return row;
}

/** The group row, locked until the transaction ends. */
/** The group whose order this is, if the order is a group's. */
export async function groupOfOrder(db: Database, orderId: string): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(groupOrders).where(eq(groupOrders.orderId, orderId)).limit(1);
  return row;
}

export async function lockGroup(tx: Database, shareTokenHash: string): Promise<GroupRow | undefined> {
  const [row] = await tx.select().from(groupOrders).where(eq(groupOrders.shareTokenHash, shareTokenHash)).for('update');
  return row;
}

export async function setLocked(tx: Database, groupId: number, at: Date): Promise<GroupRow> {
  const [row] = await tx.update(groupOrders).set({ lockedAt: at }).where(eq(groupOrders.id, groupId)).returning();
  return row!;
}

export async function insertGuest(tx: Database, row: typeof groupOrderGuests.$inferInsert): Promise<GuestRow> {
  const [inserted] = await tx.insert(groupOrderGuests).values(row).returning();
  return inserted!;
}

/** The guest of this group with this secret hash; undefined for another group's guest. */
export async function findGuest(db: Database, groupId: number, secretHash: string): Promise<GuestRow | undefined> {
  const [row] = await db
    .select()
    .from(groupOrderGuests)
    .where(and(eq(groupOrderGuests.groupId, groupId), eq(groupOrderGuests.secretHash, secretHash)))
    .limit(1);
  return row;
}

export function guestsOf(db: Database, groupId: number): Promise<GuestRow[]> {
  return db.select().from(groupOrderGuests).where(eq(groupOrderGuests.groupId, groupId)).orderBy(asc(groupOrderGuests.id));
}

export async function countGuests(db: Database, groupId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(groupOrderGuests).where(eq(groupOrderGuests.groupId, groupId));
  return row?.n ?? 0;
}

export async function hostOf(db: Database, groupId: number): Promise<GuestRow | undefined> {
  const [row] = await db
    .select()
    .from(groupOrderGuests)
    .where(and(eq(groupOrderGuests.groupId, groupId), eq(groupOrderGuests.isHost, true)))
    .limit(1);
  return row;
}

export async function insertGroupLine(tx: Database, orderItemId: number, guestId: number): Promise<void> {
  await tx.insert(groupOrderLines).values({ orderItemId, guestId });
}

/** Which guest added each line of the order: order item id → guest id. */
export async function lineOwners(db: Database, orderId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ orderItemId: groupOrderLines.orderItemId, guestId: groupOrderLines.guestId })
    .from(groupOrderLines)
    .innerJoin(orderItems, eq(orderItems.id, groupOrderLines.orderItemId))
    .where(eq(orderItems.orderId, orderId));
  return new Map(rows.map((row) => [row.orderItemId, row.guestId]));
}
