/**
 * Order queries. Every function takes the executor it runs on: the database, or the `tx` of the
 * caller's transaction (a transaction is a Database too). Inside a transaction pass only `tx`.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { storeOptionDeltaSql } from '@/server/db/store-price';
import { cateringLeads, coupons, items, locationOptions, optionGroups, options, orderCoupons, orderDeliveries, orderItemOptions, orderItems, orders, paymentAttempts, payments, walletRewards } from '@/server/db/schema';
import type { OrderCouponRow } from './coupon-repository';
import type { DispatchStage } from '@/domain/dispatch/stages';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

export async function insertOrder(db: Database, row: NewOrderRow): Promise<OrderRow> {
  const [inserted] = await db.insert(orders).values(row).returning();
  return inserted!;
}

export async function findOrder(db: Database, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/**
 * The order row with its payments (oldest first), in one statement (a row per payment; an order
 * without payments comes once, with none): what a payment's answer reads.
 */
export async function findOrderWithPayments(db: Database, orderId: string): Promise<{ order: OrderRow; payments: (typeof payments.$inferSelect)[] } | undefined> {
  const rows = await db
    .select({ order: orders, payment: payments })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const first = rows[0];
  if (!first) return undefined;
  return { order: first.order, payments: rows.flatMap((row) => (row.payment ? [row.payment] : [])) };
}

/** The order row, locked until the transaction ends (every change to an order goes through here). */
export async function lockOrder(tx: Database, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** `courier`: a delivery order's courier once quoted (its stage and tracking link), else null. */
export type StatusSnapshot = { id: string; statusId: number; updatedAt: Date; courier: { stage: DispatchStage; trackingUrl: string | null } | null };

/** The status of each order of `orderIds` that exists, with its courier's stage. */
export async function statusesOf(db: Database, orderIds: string[]): Promise<StatusSnapshot[]> {
  const rows = await db
    .select({ id: orders.id, statusId: orders.statusId, updatedAt: orders.updatedAt, stage: orderDeliveries.stage, trackingUrl: orderDeliveries.trackingUrl })
    .from(orders)
    .leftJoin(orderDeliveries, eq(orderDeliveries.orderId, orders.id))
    .where(inArray(orders.id, orderIds));
  return rows.map(({ stage, trackingUrl, ...row }) => ({ ...row, courier: stage ? { stage, trackingUrl } : null }));
}

/** Whether the order holds a catering quote's cart: a lead was made from it. */
export async function holdsQuote(tx: Database, orderId: string): Promise<boolean> {
  const [row] = await tx.select({ id: cateringLeads.id }).from(cateringLeads).where(eq(cateringLeads.orderId, orderId)).limit(1);
  return row !== undefined;
}

/** Whether money was taken, or is being taken, for the order: a part paid by gift card, a card in flight. */
export async function hasPaymentActivity(tx: Database, orderId: string): Promise<boolean> {
  const paid = sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orderId})`;
  const pending = sql`exists (select 1 from ${paymentAttempts} where ${paymentAttempts.orderId} = ${orderId} and ${paymentAttempts.status} = 'pending')`;
  const [row] = await tx.select({ active: sql<boolean>`${paid} or ${pending}` }).from(orders).where(eq(orders.id, orderId));
  return row?.active === true;
}

export async function updateOrder(tx: Database, orderId: string, changes: Partial<NewOrderRow>): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(changes).where(eq(orders.id, orderId)).returning();
  return row!;
}

export type OptionRule = { groupId: number; title: string; minChoices: number; maxChoices: number; optionIds: number[] };
export type OptionPrice = { id: number; groupId: number; priceDelta: string };

/**
 * The item's option groups, and the price change of each of its options at the store (domain/pricing
 * storeOptionDelta), in one statement: a row per group and option (a group without options once).
 */
export async function optionRulesOf(db: Database, itemId: number, locationId: number): Promise<{ groups: OptionRule[]; options: OptionPrice[] }> {
  const rows = await db
    .select({
      groupId: optionGroups.id,
      title: optionGroups.title,
      minChoices: optionGroups.minChoices,
      maxChoices: optionGroups.maxChoices,
      optionId: options.id,
      priceDelta: storeOptionDeltaSql,
    })
    .from(optionGroups)
    .leftJoin(options, and(eq(options.groupId, optionGroups.id), isNull(options.archivedAt)))
    .leftJoin(locationOptions, and(eq(locationOptions.optionId, options.id), eq(locationOptions.locationId, locationId)))
    .where(and(eq(optionGroups.itemId, itemId), isNull(optionGroups.archivedAt)))
    .orderBy(asc(optionGroups.sortOrder), asc(optionGroups.id), asc(options.id));
  const groups: OptionRule[] = [];
  const prices: OptionPrice[] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    const group = last?.groupId === row.groupId ? last : groups[groups.push({ groupId: row.groupId, title: row.title, minChoices: row.minChoices, maxChoices: row.maxChoices, optionIds: [] }) - 1]!;
    if (row.optionId === null) continue;
    group.optionIds.push(row.optionId);
    prices.push({ id: row.optionId, groupId: row.groupId, priceDelta: row.priceDelta });
  }
  return { groups, options: prices };
}

/** `label`: whose line it is (a group order's guest name). */
export type NewLine = { orderId: string; itemId: number; sectionId: number | null; quantity: number; unitPrice: string; specialInstructions: string | null; label?: string | null };

/**
 * Inserts the line with its chosen options while the order holds fewer than `maxLines` lines, in
 * one statement (call with the order row locked); the new line's id, or null when the order is full.
 */
export async function insertLine(tx: Database, line: NewLine, chosen: OptionPrice[], maxLines: number): Promise<number | null> {
  const { orderId, itemId, sectionId, quantity, unitPrice, specialInstructions, label = null } = line;
  const options =
    chosen.length === 0
      ? sql``
      : sql`, chosen as (insert into ${orderItemOptions} ("order_item_id", "option_id", "group_id", "price_delta")
          select line.id, v.option_id, v.group_id, v.price_delta from line cross join (values ${sql.join(
            chosen.map((option) => sql`(${option.id}::int, ${option.groupId}::int, ${option.priceDelta}::numeric)`),
            sql`, `,
          )}) as v(option_id, group_id, price_delta))`;
  const result = (await tx.execute(
    sql`with line as (insert into ${orderItems} ("order_id", "item_id", "section_id", "quantity", "unit_price", "special_instructions", "label")
        select ${orderId}::uuid, ${itemId}::int, ${sectionId}::int, ${quantity}::int, ${unitPrice}::numeric, ${specialInstructions}::varchar, ${label}::varchar
        where (select count(*) from ${orderItems} where ${orderItems.orderId} = ${orderId}) < ${maxLines}
        returning "id")${options}
      select id from line`,
  )) as unknown as { rows: { id: number | string }[] };
  const row = result.rows[0];
  return row ? Number(row.id) : null;
}

export async function findLine(db: Database, orderId: string, orderItemId: number) {
  const [row] = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.orderId, orderId)));
  return row;
}

export async function updateLine(
  tx: Database,
  orderItemId: number,
  changes: { quantity?: number; specialInstructions?: string | null },
  chosen?: OptionPrice[],
): Promise<void> {
  if (Object.keys(changes).length > 0) await tx.update(orderItems).set(changes).where(eq(orderItems.id, orderItemId));
  if (chosen === undefined) return;
  await tx.delete(orderItemOptions).where(eq(orderItemOptions.orderItemId, orderItemId));
  if (chosen.length > 0) {
    await tx
      .insert(orderItemOptions)
      .values(chosen.map((option) => ({ orderItemId, optionId: option.id, groupId: option.groupId, priceDelta: option.priceDelta })));
  }
}

export async function deleteLine(tx: Database, orderItemId: number): Promise<void> {
  await tx.delete(orderItems).where(eq(orderItems.id, orderItemId));
}

/** An option chosen on a line, with its option's title and order. */
export type ChosenOption = {
  orderItemId: number;
  id: number;
  groupId: number;
  priceDelta: string;
  title: string;
  translations: typeof options.$inferSelect.translations;
  sortOrder: number;
  archivedAt: Date | null;
};

/** The columns of a line (its item's, and the wallet reward that gives one unit of it). */
const lineColumns = {
  id: orderItems.id,
  itemId: orderItems.itemId,
  sectionId: orderItems.sectionId,
  quantity: orderItems.quantity,
  unitPrice: orderItems.unitPrice,
  specialInstructions: orderItems.specialInstructions,
  label: orderItems.label,
  slug: items.slug,
  title: items.title,
  translations: items.translations,
  imageUrl: items.imageUrl,
  minQuantity: items.minQuantity,
  unit: items.unit,
  /** Set when a brand admin deleted the item while this order held it (it is kept, archived). */
  archivedAt: items.archivedAt,
  /** The wallet reward that gives one unit of this line at no charge, if any. */
  rewardId: walletRewards.id,
};

/** The columns of a chosen option. */
const optionColumns = {
  orderItemId: orderItemOptions.orderItemId,
  id: orderItemOptions.optionId,
  groupId: orderItemOptions.groupId,
  priceDelta: orderItemOptions.priceDelta,
  title: options.title,
  translations: options.translations,
  sortOrder: options.sortOrder,
  archivedAt: options.archivedAt,
};

/** Lines and options in the order a diner sees them: lines as added, options by group, then as the menu sorts them. */
const lineOrder = [asc(orderItems.id), asc(orderItemOptions.groupId), asc(options.sortOrder), asc(options.id)];

async function readLines(db: Database, orderId: string) {
  return db
    .select({ ...lineColumns, option: optionColumns })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .leftJoin(walletRewards, eq(walletRewards.orderItemId, orderItems.id))
    .leftJoin(orderItemOptions, eq(orderItemOptions.orderItemId, orderItems.id))
    .leftJoin(options, eq(options.id, orderItemOptions.optionId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(...lineOrder);
}

type LineReadRow = Awaited<ReturnType<typeof readLines>>[number];

/** Each line once with its chosen options, from rows of a line and one of its options each (a row may repeat). */
function groupLines(rows: readonly LineReadRow[]) {
  const lines: (Omit<LineReadRow, 'option'> & { options: ChosenOption[] })[] = [];
  for (const { option, ...line } of rows) {
    const last = lines[lines.length - 1];
    const current = last?.id === line.id ? last : lines[lines.push({ ...line, options: [] }) - 1]!;
    // A chosen option's row always has its option (a foreign key): its columns are null only when the line has none.
    if (option?.orderItemId == null) continue;
    if (current.options.at(-1)?.id !== option.id) current.options.push(option as ChosenOption);
  }
  return lines;
}

/**
 * The order's lines with what pricing and the presenter need, in the order they were added, each
 * with its chosen options: one statement, a row per line and chosen option (a line without options
 * comes once, with no option).
 */
export async function linesOf(db: Database, orderId: string) {
  return groupLines(await readLines(db, orderId));
}

/**
 * The order's lines (as linesOf) and its coupons (as couponsOfOrder), in one statement: a row per
 * line, chosen option and coupon (each line and option once per coupon), an order without lines
 * or coupons coming once with none.
 */
export async function linesAndCouponsOf(db: Database, orderId: string): Promise<{ lines: ReturnType<typeof groupLines>; coupons: OrderCouponRow[] }> {
  const rows = await db
    .select({
      line: lineColumns,
      option: optionColumns,
      coupon: coupons,
      applied: { couponId: orderCoupons.couponId, couponCodeId: orderCoupons.couponCodeId, code: orderCoupons.code },
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(items, eq(items.id, orderItems.itemId))
    .leftJoin(walletRewards, eq(walletRewards.orderItemId, orderItems.id))
    .leftJoin(orderItemOptions, eq(orderItemOptions.orderItemId, orderItems.id))
    .leftJoin(options, eq(options.id, orderItemOptions.optionId))
    .leftJoin(orderCoupons, eq(orderCoupons.orderId, orders.id))
    .leftJoin(coupons, eq(coupons.id, orderCoupons.couponId))
    .where(eq(orders.id, orderId))
    .orderBy(...lineOrder, asc(orderCoupons.appliedAt), asc(orderCoupons.couponId));
  const applied = new Map<number, OrderCouponRow>();
  for (const row of rows) {
    if (row.coupon && row.applied?.couponId != null && !applied.has(row.applied.couponId)) {
      applied.set(row.applied.couponId, { coupon: row.coupon, couponCodeId: row.applied.couponCodeId, code: row.applied.code! });
    }
  }
  // The first line's rows list every coupon in the order applied; a line's id is null only on an order without lines.
  const lineRows = rows.filter((row) => row.line?.id != null).map((row) => ({ ...(row.line as Omit<LineReadRow, 'option'>), option: row.option }));
  return { lines: groupLines(lineRows), coupons: [...applied.values()] };
}

export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];
