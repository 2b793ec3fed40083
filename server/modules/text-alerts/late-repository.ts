/**
 * What the running-late job reads and writes: orders still being made whose promised time has
 * passed, the brands' late settings, and each order's one late notice (its primary key is the
 * order, so a second notice or a second credit is never written).
 */
import { and, eq, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { DEFAULT_LATE_SETTINGS, type LateSettings } from '@/domain/text-alerts';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import type { Database } from '@/server/db/client';
import { brandLateSettings, couponCodes, coupons, locations, orderLateNotices, orders } from '@/server/db/schema';

export type LateNoticeRow = typeof orderLateNotices.$inferSelect;

/** Orders paid or in preparation whose promised time lies between `since` and `until`, not yet credited for lateness; only one store's when `locationId` is given. */
export async function lateCandidates(db: Database, since: Date, until: Date, limit: number, locationId?: number) {
  return db
    .select({ id: orders.id, brandId: orders.brandId, promisedAt: orders.timeslotStart, notice: orderLateNotices })
    .from(orders)
    .leftJoin(orderLateNotices, eq(orderLateNotices.orderId, orders.id))
    .where(
      and(
        inArray(orders.statusId, [ORDER_STATUS.paid, ORDER_STATUS.preparing]),
        isNotNull(orders.timeslotStart),
        gte(orders.timeslotStart, since),
        lte(orders.timeslotStart, until),
        or(isNull(orderLateNotices.orderId), isNull(orderLateNotices.creditedAt)),
        ...(locationId === undefined ? [] : [eq(orders.locationId, locationId)]),
      ),
    )
    .orderBy(orders.timeslotStart)
    .limit(limit);
}

/** Whether the store exists (a demo run of one store's orders names it). */
export async function storeExists(db: Database, locationId: number): Promise<boolean> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId));
  return row !== undefined;
}

/** Every brand's late settings; a brand without a row has the defaults. */
export async function lateSettingsByBrand(db: Database): Promise<(brandId: number) => LateSettings> {
  const rows = await db.select().from(brandLateSettings);
  const byBrand = new Map(rows.map((row) => [row.brandId, { graceMinutes: row.graceMinutes, creditAfterMinutes: row.creditAfterMinutes, creditPoints: row.creditPoints, couponPercent: row.couponPercent }]));
  return (brandId) => byBrand.get(brandId) ?? DEFAULT_LATE_SETTINGS;
}

export async function lateNoticeOf(db: Database, orderId: string): Promise<LateNoticeRow | null> {
  const [row] = await db.select().from(orderLateNotices).where(eq(orderLateNotices.orderId, orderId));
  return row ?? null;
}

/** The order's notice, once: undefined when one exists already. */
export async function insertLateNotice(db: Database, notice: Pick<LateNoticeRow, 'orderId' | 'promisedAt' | 'newReadyAt' | 'noticedAt' | 'channel'>) {
  const [row] = await db.insert(orderLateNotices).values(notice).onConflictDoNothing().returning();
  return row;
}

/** Takes the order's one credit: the notice row, or undefined when it was credited already. */
export async function claimLateCredit(tx: Database, orderId: string, at: Date): Promise<LateNoticeRow | undefined> {
  const [row] = await tx
    .update(orderLateNotices)
    .set({ creditedAt: at })
    .where(and(eq(orderLateNotices.orderId, orderId), isNull(orderLateNotices.creditedAt)))
    .returning();
  return row;
}

export async function recordLateCredit(tx: Database, orderId: string, credit: Pick<LateNoticeRow, 'creditKind' | 'creditPoints' | 'couponCode'>): Promise<void> {
  await tx.update(orderLateNotices).set(credit).where(eq(orderLateNotices.orderId, orderId));
}

/**
 * The brand's serialized "sorry we were late" coupon of this percentage (created the first time),
 * and a new single-use code of it: the coupon machinery redeems a code at most once.
 */
export async function issueApologyCode(tx: Database, input: { brandId: number; percent: string; title: string; code: string }): Promise<string> {
  const couponCode = `RUNNING-LATE-${input.percent.replace(/\.?0+$/, '').replace('.', '-')}`;
  await tx
    .insert(coupons)
    .values({ brandId: input.brandId, countryCode: null, code: couponCode, title: input.title, serialized: true, typeId: 2, value: input.percent })
    .onConflictDoNothing();
  const [coupon] = await tx.select({ id: coupons.id }).from(coupons).where(and(eq(coupons.brandId, input.brandId), eq(coupons.code, couponCode)));
  await tx.insert(couponCodes).values({ couponId: coupon!.id, brandId: input.brandId, code: input.code });
  return input.code;
}

/** The percentage off of an apology code's coupon. */
export async function couponPercentOfCode(db: Database, code: string): Promise<string> {
  const [row] = await db.select({ value: coupons.value }).from(couponCodes).innerJoin(coupons, eq(coupons.id, couponCodes.couponId)).where(eq(couponCodes.code, code));
  return row?.value ?? '0';
}

/** The late notices of these orders (the staff queue shows each order's new time and credit). */
export async function lateNoticesOf(db: Database, orderIds: string[]): Promise<LateNoticeRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderLateNotices).where(inArray(orderLateNotices.orderId, orderIds));
}

/** A brand's late settings; the defaults when it set none. */
export async function lateSettingsOf(db: Database, brandId: number): Promise<LateSettings> {
  return (await lateSettingsByBrand(db))(brandId);
}

/** Keeps a brand's late settings (checked by the caller with domain/text-alerts lateSettingsProblem). */
export async function saveLateSettings(tx: Database, brandId: number, settings: LateSettings): Promise<void> {
  const values = { graceMinutes: settings.graceMinutes, creditAfterMinutes: settings.creditAfterMinutes, creditPoints: settings.creditPoints, couponPercent: settings.couponPercent };
  await tx.insert(brandLateSettings).values({ brandId, ...values }).onConflictDoUpdate({ target: brandLateSettings.brandId, set: values });
}
