/**
 * The console's coupon rows: a brand's coupons with their redemption counts, one coupon, its
 * single-use codes, the brand's markets, items and menu sections a coupon may target, and the
 * writes of a new coupon, an edit, a status move and a batch of codes. Inside a transaction every query
 * takes `tx`.
 */
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '@/domain/staff/coupon-list';
import type { CouponStatus } from '@/domain/staff/staff-coupons';
import type { Database } from '@/server/db/client';
import { countries, couponCodes, couponRedemptions, coupons, items, locations, menus, sections } from '@/server/db/schema';

export type StaffCouponRow = typeof coupons.$inferSelect;
export type CouponWithUses = StaffCouponRow & { uses: number };

const usesOf = (rows: { couponId: number; n: number }[]) => new Map(rows.map((row) => [row.couponId, row.n]));

export type CouponsQuery = { status: CouponStatus | null; countryCode: string | null; search: string; page: number; pageSize: number };

/** The coupons in `status` at `now`, as couponStatus decides it: ended wins over paused, paused over scheduled. */
function statusCondition(status: CouponStatus, now: Date): SQL {
  const ended = or(isNotNull(coupons.endedAt), lte(coupons.validTo, now))!;
  const running = and(isNull(coupons.endedAt), or(isNull(coupons.validTo), gt(coupons.validTo, now)))!;
  if (status === 'ended') return ended;
  if (status === 'paused') return and(running, isNotNull(coupons.pausedAt))!;
  const begun = or(isNull(coupons.validFrom), lte(coupons.validFrom, now))!;
  return and(running, isNull(coupons.pausedAt), status === 'scheduled' ? gt(coupons.validFrom, now) : begun)!;
}

function couponsWhere(brandId: number, query: CouponsQuery, now: Date): SQL {
  const search = query.search.trim();
  return and(
    eq(coupons.brandId, brandId),
    query.status ? statusCondition(query.status, now) : undefined,
    query.countryCode ? or(isNull(coupons.countryCode), eq(coupons.countryCode, query.countryCode as NonNullable<StaffCouponRow['countryCode']>)) : undefined,
    search ? or(ilike(coupons.code, containsPattern(search)), ilike(coupons.title, containsPattern(search))) : undefined,
  )!;
}

/** A page of the brand's coupons matching the query, newest first, each with its redemptions; and how many match. */
export async function brandCouponsPage(db: Database, brandId: number, query: CouponsQuery, now: Date): Promise<{ rows: CouponWithUses[]; total: number }> {
  const where = couponsWhere(brandId, query, now);
  const [matching] = await db.select({ n: count() }).from(coupons).where(where);
  const rows = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows: await withUses(db, rows), total: matching?.n ?? 0 };
}

async function withUses(db: Database, rows: StaffCouponRow[]): Promise<CouponWithUses[]> {
  if (rows.length === 0) return [];
  const counted = await db
    .select({ couponId: couponRedemptions.couponId, n: count() })
    .from(couponRedemptions)
    .where(inArray(couponRedemptions.couponId, rows.map((row) => row.id)))
    .groupBy(couponRedemptions.couponId);
  const uses = usesOf(counted);
  return rows.map((row) => ({ ...row, uses: uses.get(row.id) ?? 0 }));
}

/** The brand's coupon with its redemptions, or undefined (another brand's too). */
export async function brandCoupon(db: Database, brandId: number, couponId: number): Promise<CouponWithUses | undefined> {
  const [row] = await db.select().from(coupons).where(and(eq(coupons.brandId, brandId), eq(coupons.id, couponId))).limit(1);
  if (!row) return undefined;
  const [uses] = await db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
  return { ...row, uses: uses?.n ?? 0 };
}

/** The coupon's redemptions (paid orders, every diner). */
export async function redemptionCount(db: Database, couponId: number): Promise<number> {
  const [uses] = await db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
  return uses?.n ?? 0;
}

/** The coupon row locked for a change (the brand's only). */
export async function lockBrandCoupon(tx: Database, brandId: number, couponId: number): Promise<StaffCouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(and(eq(coupons.brandId, brandId), eq(coupons.id, couponId))).for('update');
  return row;
}

/** The single-use codes of the coupon: how many, and how many were redeemed. */
export async function codeCounts(db: Database, couponId: number): Promise<{ total: number; used: number }> {
  const [total] = await db.select({ n: count() }).from(couponCodes).where(eq(couponCodes.couponId, couponId));
  const [used] = await db.select({ n: count() }).from(couponRedemptions).where(and(eq(couponRedemptions.couponId, couponId), isNotNull(couponRedemptions.couponCodeId)));
  return { total: total?.n ?? 0, used: used?.n ?? 0 };
}

/** Every single-use code of the coupon in the order made, with whether it was redeemed. */
export async function codesOf(db: Database, couponId: number): Promise<{ code: string; used: boolean }[]> {
  const rows = await db.select({ id: couponCodes.id, code: couponCodes.code }).from(couponCodes).where(eq(couponCodes.couponId, couponId)).orderBy(asc(couponCodes.id));
  const redeemed = await db
    .select({ id: couponRedemptions.couponCodeId })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), isNotNull(couponRedemptions.couponCodeId)));
  const used = new Set(redeemed.map((row) => row.id));
  return rows.map((row) => ({ code: row.code, used: used.has(row.id) }));
}

/** Whether the brand has a coupon of this code, or a single-use code spelled so. */
export async function codeExists(db: Database, brandId: number, code: string): Promise<boolean> {
  const [own] = await db.select({ id: coupons.id }).from(coupons).where(and(eq(coupons.brandId, brandId), eq(coupons.code, code))).limit(1);
  if (own) return true;
  const [single] = await db.select({ id: couponCodes.id }).from(couponCodes).where(and(eq(couponCodes.brandId, brandId), eq(couponCodes.code, code))).limit(1);
  return single !== undefined;
}

/** Of these codes, the ones the brand already has (a coupon's or a single-use code). */
export async function takenCodes(db: Database, brandId: number, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const own = await db.select({ code: coupons.code }).from(coupons).where(and(eq(coupons.brandId, brandId), inArray(coupons.code, [...codes])));
  const single = await db.select({ code: couponCodes.code }).from(couponCodes).where(and(eq(couponCodes.brandId, brandId), inArray(couponCodes.code, [...codes])));
  return new Set([...own, ...single].map((row) => row.code));
}

/** The countries the brand has stores in, with their currency. */
export async function brandMarkets(db: Database, brandId: number): Promise<{ countryCode: string; currency: string }[]> {
  return db
    .selectDistinct({ countryCode: countries.code, currency: countries.currency })
    .from(locations)
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(eq(locations.brandId, brandId))
    .orderBy(asc(countries.code));
}

export async function brandItems(db: Database, brandId: number, ids?: readonly number[]): Promise<{ id: number; title: string }[]> {
  // The list to choose from leaves out items deleted (kept for past orders); a coupon naming one still finds it.
  const where = ids ? and(eq(items.brandId, brandId), inArray(items.id, ids.length ? [...ids] : [-1])) : and(eq(items.brandId, brandId), isNull(items.archivedAt));
  return db.select({ id: items.id, title: items.title }).from(items).where(where).orderBy(asc(items.title), asc(items.id));
}

/** The brand's menu sections (a cart line's subcategory), titled with their menu's title. */
export async function brandSections(db: Database, brandId: number, ids?: readonly number[]): Promise<{ id: number; title: string }[]> {
  const where = ids ? and(eq(menus.brandId, brandId), inArray(sections.id, ids.length ? [...ids] : [-1])) : eq(menus.brandId, brandId);
  const rows = await db
    .select({ id: sections.id, title: sections.title, menu: menus.title })
    .from(sections)
    .innerJoin(menus, eq(menus.id, sections.menuId))
    .where(where)
    .orderBy(asc(menus.title), asc(sections.sortOrder), asc(sections.id));
  return rows.map((row) => ({ id: row.id, title: `${row.menu}: ${row.title}` }));
}

export async function insertCoupon(tx: Database, row: typeof coupons.$inferInsert): Promise<StaffCouponRow> {
  const [inserted] = await tx.insert(coupons).values(row).returning();
  return inserted!;
}

/** Writes an edit's fields (the caller checked what may change). */
export async function updateCoupon(tx: Database, couponId: number, fields: Omit<typeof coupons.$inferInsert, 'id' | 'brandId' | 'createdAt'>): Promise<StaffCouponRow> {
  const [updated] = await tx.update(coupons).set(fields).where(eq(coupons.id, couponId)).returning();
  return updated!;
}

export async function setCouponState(tx: Database, couponId: number, state: { pausedAt: Date | null; endedAt: Date | null }): Promise<void> {
  await tx.update(coupons).set(state).where(eq(coupons.id, couponId));
}

export async function insertCodes(tx: Database, couponId: number, brandId: number, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await tx.insert(couponCodes).values(codes.map((code) => ({ couponId, brandId, code })));
}
