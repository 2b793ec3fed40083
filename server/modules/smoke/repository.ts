/**
 * The smoke ledger's rows. A day's ledger is changed only with its `smoke_days` row locked
 * (lockDays: created when missing, locked in item order in one statement each, so two checkouts
 * for the last rack run one after the other and two orders of several meats never wait on each
 * other in a cycle), on PGlite and PostgreSQL alike.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { SmokeDay } from '@/domain/kitchen/smoke-ledger';
import type { SmokeCount } from '@/domain/kitchen/smoke-units';
import type { Database } from '@/server/db/client';
import { orderItems, smokeDays, smokeLedger } from '@/server/db/schema';

export type SmokeDayRow = SmokeDay & { itemId: number; day: string; countedAs: SmokeCount };

/** Where a day's ledger lives: a store, a meat and a business day ('YYYY-MM-DD'). */
export type DayKey = { locationId: number; itemId: number; day: string };

const dayKey = (row: { itemId: number; day: string }) => `${row.itemId}:${row.day}`;

/**
 * Locks the day rows of `itemIds` at the store on `day` until the transaction ends, creating the
 * missing ones counted as `countedAs` gives (their last day's way, for a day a sale opens).
 */
export async function lockDays(tx: Database, locationId: number, day: string, counted: ReadonlyMap<number, SmokeCount>, now: Date): Promise<void> {
  const itemIds = [...counted.keys()].sort((a, b) => a - b);
  if (itemIds.length === 0) return;
  await tx
    .insert(smokeDays)
    .values(itemIds.map((itemId) => ({ locationId, itemId, day, countedAs: counted.get(itemId)!, updatedAt: now })))
    .onConflictDoNothing();
  await tx
    .select({ itemId: smokeDays.itemId })
    .from(smokeDays)
    .where(and(eq(smokeDays.locationId, locationId), eq(smokeDays.day, day), inArray(smokeDays.itemId, itemIds)))
    .orderBy(asc(smokeDays.itemId))
    .for('update');
}

/** The days of `itemIds` at the store from `from` to `to` (inclusive), with the ledger's sums; keyed by `itemId:day`. */
export async function daysOf(db: Database, locationId: number, itemIds: readonly number[], from: string, to: string): Promise<Map<string, SmokeDayRow>> {
  if (itemIds.length === 0) return new Map();
  const smoked = sql<number>`coalesce(sum(${smokeLedger.quantity}) filter (where ${smokeLedger.kind} = 'smoked'), 0)::int`;
  const left = sql<number>`coalesce(sum(${smokeLedger.quantity}), 0)::int`;
  const rows = await db
    .select({ itemId: smokeDays.itemId, day: smokeDays.day, countedAs: smokeDays.countedAs, entered: smokeDays.entered, smoked, left })
    .from(smokeDays)
    .leftJoin(smokeLedger, and(eq(smokeLedger.locationId, smokeDays.locationId), eq(smokeLedger.itemId, smokeDays.itemId), eq(smokeLedger.day, smokeDays.day)))
    .where(and(eq(smokeDays.locationId, locationId), inArray(smokeDays.itemId, [...itemIds]), gte(smokeDays.day, from), lte(smokeDays.day, to)))
    .groupBy(smokeDays.itemId, smokeDays.day, smokeDays.countedAs, smokeDays.entered);
  return new Map(rows.map((row) => [dayKey(row), { ...row, countedAs: row.countedAs as SmokeCount }]));
}

export function dayOf(days: ReadonlyMap<string, SmokeDayRow>, itemId: number, day: string): SmokeDayRow | undefined {
  return days.get(dayKey({ itemId, day }));
}

/** How each meat the store counts (it has a day row, any day) is counted, by its latest day; meats it does not count are absent. */
export async function countedMeats(db: Database, locationId: number, itemIds: readonly number[]): Promise<Map<number, SmokeCount>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([smokeDays.itemId], { itemId: smokeDays.itemId, countedAs: smokeDays.countedAs })
    .from(smokeDays)
    .where(and(eq(smokeDays.locationId, locationId), inArray(smokeDays.itemId, [...itemIds])))
    .orderBy(smokeDays.itemId, sql`${smokeDays.day} desc`);
  return new Map(rows.map((row) => [row.itemId, row.countedAs as SmokeCount]));
}

/**
 * The order's meats the store counts, in one statement: each item's quantity (its lines
 * together) and how the store counts it (its latest day); items it does not count are absent.
 */
export type CountedQuantities = { quantities: Map<number, number>; counted: Map<number, SmokeCount> };

export async function countedQuantities(db: Database, order: { id: string; locationId: number }): Promise<CountedQuantities> {
  // Spelled out: drizzle writes a lone table's columns unqualified, which inside the subquery would name smoke_days' own.
  const countedAs = sql<string | null>`(select sd.counted_as from smoke_days sd where sd.location_id = ${order.locationId} and sd.item_id = "order_items"."item_id" order by sd.day desc limit 1)`;
  const rows = await db
    .select({ itemId: orderItems.itemId, quantity: sql<number>`sum(${orderItems.quantity})::int`, countedAs })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .groupBy(orderItems.itemId);
  const counted = rows.filter((row) => row.countedAs !== null);
  return {
    quantities: new Map(counted.map((row) => [row.itemId, Number(row.quantity)])),
    counted: new Map(counted.map((row) => [row.itemId, row.countedAs as SmokeCount])),
  };
}

export type LedgerRow = DayKey & {
  kind: 'smoked' | 'sold' | 'returned' | 'held' | 'released';
  quantity: number;
  orderId?: string;
  staffId?: number;
  attemptId?: string;
  paypalOrderId?: string;
  createdAt: Date;
};

/** Writes ledger rows; an order's second draw or return of a meat, or a holder's second hold or release, is ignored (their unique keys). */
export async function insertLedgerRows(tx: Database, rows: readonly LedgerRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(smokeLedger).values([...rows]).onConflictDoNothing();
}

/** What an order drew and has not been given back: its 'sold' rows without a 'returned' row of the same meat. */
export async function unreturnedDraws(tx: Database, orderId: string): Promise<{ locationId: number; itemId: number; day: string; quantity: number }[]> {
  const rows = await tx
    .select({ locationId: smokeLedger.locationId, itemId: smokeLedger.itemId, day: smokeLedger.day, kind: smokeLedger.kind, quantity: smokeLedger.quantity })
    .from(smokeLedger)
    .where(eq(smokeLedger.orderId, orderId));
  const returned = new Set(rows.filter((row) => row.kind === 'returned').map((row) => row.itemId));
  return rows.filter((row) => row.kind === 'sold' && !returned.has(row.itemId)).map(({ locationId, itemId, day, quantity }) => ({ locationId, itemId, day, quantity: -quantity }));
}

/** Who holds: a payment attempt (card, wallet, PayPal capture, gift card) or a PayPal order waiting for the diner's approval. */
export type HoldKey = { attemptId: string } | { paypalOrderId: string };

/** A hold not released yet (its quantity positive: what it keeps from the day), with its holder. */
export type LiveHold = DayKey & { quantity: number; orderId: string | null; attemptId: string | null; paypalOrderId: string | null };

const holderOf = (row: { attemptId: string | null; paypalOrderId: string | null }) => (row.attemptId ? `attempt:${row.attemptId}` : row.paypalOrderId ? `paypal:${row.paypalOrderId}` : null);

/** The holds of an order, or of one holder, that were not released yet. */
export async function liveHolds(tx: Database, of: { orderId: string } | HoldKey): Promise<LiveHold[]> {
  const which = 'orderId' in of ? eq(smokeLedger.orderId, of.orderId) : 'attemptId' in of ? eq(smokeLedger.attemptId, of.attemptId) : eq(smokeLedger.paypalOrderId, of.paypalOrderId);
  const rows = await tx
    .select({
      locationId: smokeLedger.locationId,
      itemId: smokeLedger.itemId,
      day: smokeLedger.day,
      kind: smokeLedger.kind,
      quantity: smokeLedger.quantity,
      orderId: smokeLedger.orderId,
      attemptId: smokeLedger.attemptId,
      paypalOrderId: smokeLedger.paypalOrderId,
    })
    .from(smokeLedger)
    .where(and(which, inArray(smokeLedger.kind, ['held', 'released'])));
  const released = new Set(rows.filter((row) => row.kind === 'released').map((row) => `${holderOf(row)}:${row.itemId}`));
  return rows
    .filter((row) => row.kind === 'held' && holderOf(row) !== null && !released.has(`${holderOf(row)}:${row.itemId}`))
    .map(({ locationId, itemId, day, quantity, orderId, attemptId, paypalOrderId }) => ({ locationId, itemId, day, quantity: -quantity, orderId, attemptId, paypalOrderId }));
}

/** The PayPal orders holding smoke since before `before`, their holds not released yet (at most `limit`). */
export async function paypalHoldsBefore(db: Database, before: Date, limit: number): Promise<string[]> {
  // Spelled out: drizzle writes a lone table's columns unqualified, which inside the subquery would name r's own.
  const released = sql`exists (select 1 from smoke_ledger r where r.paypal_order_id = "smoke_ledger"."paypal_order_id" and r.item_id = "smoke_ledger"."item_id" and r.kind = 'released')`;
  const rows = await db
    .selectDistinct({ paypalOrderId: smokeLedger.paypalOrderId })
    .from(smokeLedger)
    .where(and(isNotNull(smokeLedger.paypalOrderId), eq(smokeLedger.kind, 'held'), lt(smokeLedger.createdAt, before), sql`not ${released}`))
    .limit(limit);
  return rows.map((row) => row.paypalOrderId!);
}

/** Marks a day entered (its sales limited from now on), as counted `countedAs`. */
export async function markEntered(tx: Database, key: DayKey, countedAs: SmokeCount, now: Date): Promise<void> {
  await tx
    .update(smokeDays)
    .set({ entered: true, countedAs, updatedAt: now })
    .where(and(eq(smokeDays.locationId, key.locationId), eq(smokeDays.itemId, key.itemId), eq(smokeDays.day, key.day)));
}
