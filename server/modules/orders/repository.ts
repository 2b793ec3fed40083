/**
 * Order queries. Every function takes the executor it runs on: the database, or the `tx` of the
 * caller's transaction (a transaction is a Database too). Inside a transaction pass only `tx`.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { StoreSchedule } from '@/domain/ordering/store-hours';
import type { Database } from '@/server/db/client';
import {
  cateringLeads,
  countries,
  items,
  locationCategorySettings,
  locationHours,
  locationHoursExceptions,
  locationItems,
  locationMenus,
  locations,
  menus,
  optionGroups,
  options,
  orderItemOptions,
  orderItems,
  orders,
  paymentAttempts,
  payments,
  sectionItems,
  sections,
  states,
  cities,
  walletRewards,
} from '@/server/db/schema';
import type { LocationScope } from '@/server/modules/locations/repository';
import { storeSummaryColumns } from '@/server/modules/locations/store-summary';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type HoursRow = typeof locationHours.$inferSelect;

/** What ordering needs to know about a store. */
const storeColumns = {
  ...storeSummaryColumns,
  brandId: locations.brandId,
  taxRate: locations.taxRate,
  deliveryFee: locations.deliveryFee,
  slotCapacity: locations.slotCapacity,
  onlineOrdering: sql<boolean>`(${locations.onlineOrdering} and ${countries.onlineOrdering})`,
  acceptingOrders: locations.acceptingOrders,
  currency: countries.currency,
};

function selectStore(db: Database) {
  return db
    .select(storeColumns)
    .from(locations)
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .innerJoin(states, eq(states.id, locations.stateId))
    .innerJoin(cities, eq(cities.id, locations.cityId));
}

export type StoreRow = Awaited<ReturnType<ReturnType<typeof selectStore>['execute']>>[number];

/** A store of the request's market; undefined when unknown or in another market. */
export async function findStore(db: Database, scope: LocationScope, locationId: number): Promise<StoreRow | undefined> {
  const [row] = await selectStore(db)
    .where(and(eq(locations.id, locationId), eq(locations.brandId, scope.brandId), eq(countries.code, scope.country)))
    .limit(1);
  return row;
}

/** The order's store, whatever the market of the request (the order fixed it). */
export async function storeOf(db: Database, locationId: number): Promise<StoreRow> {
  const [row] = await selectStore(db).where(eq(locations.id, locationId)).limit(1);
  if (!row) throw new Error(`Location ${locationId} of an order is missing`);
  return row;
}

export async function hoursOf(db: Database, locationId: number): Promise<HoursRow[]> {
  return db
    .select()
    .from(locationHours)
    .where(eq(locationHours.locationId, locationId))
    .orderBy(asc(locationHours.weekday), asc(locationHours.interval));
}

export type HoursExceptionRow = typeof locationHoursExceptions.$inferSelect;

/** The store's dated exceptions on or after `since` ('YYYY-MM-DD'). */
export async function hoursExceptionsOf(db: Database, locationId: number, since: string): Promise<HoursExceptionRow[]> {
  return db
    .select()
    .from(locationHoursExceptions)
    .where(and(eq(locationHoursExceptions.locationId, locationId), gte(locationHoursExceptions.date, since)))
    .orderBy(asc(locationHoursExceptions.date));
}

/** The store's weekly hours and its dated exceptions from `since` ('YYYY-MM-DD') on, as the store-hours rules read them. */
export async function scheduleOf(db: Database, store: Pick<StoreRow, 'id' | 'timeZone'>, since: string, hours?: readonly HoursRow[]): Promise<StoreSchedule> {
  const weekly = hours ?? (await hoursOf(db, store.id));
  const exceptions = await hoursExceptionsOf(db, store.id, since);
  return {
    hours: weekly.map(({ weekday, active, opened, closed, byAppointmentOnly }) => ({ weekday, active, opened, closed, byAppointmentOnly })),
    exceptions: exceptions.map(({ date, intervals, note }) => ({ date, intervals, note })),
    timeZone: store.timeZone,
  };
}

/** Whether the store offers a menu of the category. */
export async function offersCategory(db: Database, locationId: number, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: menus.id })
    .from(locationMenus)
    .innerJoin(menus, eq(menus.id, locationMenus.menuId))
    .where(and(eq(locationMenus.locationId, locationId), eq(menus.categoryId, categoryId)))
    .limit(1);
  return row !== undefined;
}

export async function categorySettings(db: Database, locationId: number, categoryId: number) {
  const [row] = await db
    .select()
    .from(locationCategorySettings)
    .where(and(eq(locationCategorySettings.locationId, locationId), eq(locationCategorySettings.categoryId, categoryId)));
  return row;
}

export async function insertOrder(db: Database, row: NewOrderRow): Promise<OrderRow> {
  const [inserted] = await db.insert(orders).values(row).returning();
  return inserted!;
}

export async function findOrder(db: Database, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** The order row, locked until the transaction ends (every change to an order goes through here). */
export async function lockOrder(tx: Database, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
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

/** The item as sold at the store: its price there and whether it is available. */
export async function itemAtStore(db: Database, locationId: number, itemId: number) {
  const [row] = await db
    .select({
      id: items.id,
      title: items.title,
      minQuantity: items.minQuantity,
      price: locationItems.price,
      available: locationItems.available,
    })
    .from(items)
    .innerJoin(locationItems, and(eq(locationItems.itemId, items.id), eq(locationItems.locationId, locationId)))
    .where(eq(items.id, itemId))
    .limit(1);
  return row;
}

/** The sections listing the item on the store's menus of the category, in menu order. */
export async function sectionsOfItem(db: Database, locationId: number, categoryId: number, itemId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sections.id })
    .from(sectionItems)
    .innerJoin(sections, eq(sections.id, sectionItems.sectionId))
    .innerJoin(menus, eq(menus.id, sections.menuId))
    .innerJoin(locationMenus, and(eq(locationMenus.menuId, menus.id), eq(locationMenus.locationId, locationId)))
    .where(and(eq(sectionItems.itemId, itemId), eq(menus.categoryId, categoryId)))
    .orderBy(asc(menus.sortOrder), asc(sections.sortOrder), asc(sections.id));
  return rows.map((row) => row.id);
}

export type OptionRule = { groupId: number; title: string; minChoices: number; maxChoices: number; optionIds: number[] };
export type OptionPrice = { id: number; groupId: number; priceDelta: string };

/** The item's option groups, and the price of each of its options. */
export async function optionRulesOf(db: Database, itemId: number): Promise<{ groups: OptionRule[]; options: OptionPrice[] }> {
  const groups = await db.select().from(optionGroups).where(eq(optionGroups.itemId, itemId)).orderBy(asc(optionGroups.sortOrder));
  const groupIds = groups.map((group) => group.id);
  const rows =
    groupIds.length === 0
      ? []
      : await db
          .select({ id: options.id, groupId: options.groupId, priceDelta: options.priceDelta })
          .from(options)
          .where(inArray(options.groupId, groupIds));
  return {
    groups: groups.map((group) => ({
      groupId: group.id,
      title: group.title,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
      optionIds: rows.filter((row) => row.groupId === group.id).map((row) => row.id),
    })),
    options: rows,
  };
}

export type NewLine = { orderId: string; itemId: number; sectionId: number | null; quantity: number; unitPrice: string; specialInstructions: string | null };

export async function insertLine(tx: Database, line: NewLine, chosen: OptionPrice[]): Promise<number> {
  const [row] = await tx.insert(orderItems).values(line).returning({ id: orderItems.id });
  if (chosen.length > 0) {
    await tx
      .insert(orderItemOptions)
      .values(chosen.map((option) => ({ orderItemId: row!.id, optionId: option.id, groupId: option.groupId, priceDelta: option.priceDelta })));
  }
  return row!.id;
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

export async function countLines(db: Database, orderId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return row?.n ?? 0;
}

/** The order's lines with what pricing and the presenter need, in the order they were added. */
export async function linesOf(db: Database, orderId: string) {
  const lines = await db
    .select({
      id: orderItems.id,
      itemId: orderItems.itemId,
      sectionId: orderItems.sectionId,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      specialInstructions: orderItems.specialInstructions,
      slug: items.slug,
      title: items.title,
      translations: items.translations,
      imageUrl: items.imageUrl,
      minQuantity: items.minQuantity,
      /** The wallet reward that gives one unit of this line at no charge, if any. */
      rewardId: walletRewards.id,
    })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .leftJoin(walletRewards, eq(walletRewards.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const lineIds = lines.map((line) => line.id);
  const chosen =
    lineIds.length === 0
      ? []
      : await db
          .select({
            orderItemId: orderItemOptions.orderItemId,
            id: orderItemOptions.optionId,
            groupId: orderItemOptions.groupId,
            priceDelta: orderItemOptions.priceDelta,
            title: options.title,
            translations: options.translations,
            sortOrder: options.sortOrder,
          })
          .from(orderItemOptions)
          .innerJoin(options, eq(options.id, orderItemOptions.optionId))
          .where(inArray(orderItemOptions.orderItemId, lineIds))
          .orderBy(asc(orderItemOptions.groupId), asc(options.sortOrder), asc(options.id));
  return lines.map((line) => ({ ...line, options: chosen.filter((option) => option.orderItemId === line.id) }));
}

export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];
