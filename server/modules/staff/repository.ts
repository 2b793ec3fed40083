/**
 * Staff accounts (found, created, their one-time passwords renewed) and the stores each member may
 * see. Emails are looked up trimmed and lower-cased.
 */
import { and, asc, count, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { BRAND_ID } from '@/domain/constants';
import type { Database } from '@/server/db/client';
import { brands, cities, countries, locations, staffAccounts, staffSecondFactors, staffStoreAssignments } from '@/server/db/schema';
import { normalizeEmail } from '@/server/modules/auth';

export type StaffRow = typeof staffAccounts.$inferSelect;
export type StaffStoreRow = { id: number; title: string; slug: string; timeZone: string; countryCode: string; brandId: number };

/** Who asks for stores: a store_staff member sees their assignments, a brand_admin their brand. */
export type StaffScope = { id: number; role: StaffRow['role']; brandId: number };

/** A staff address compares as a customer's does: trimmed and lower-cased. */
export const normalizeStaffEmail: (email: string) => string = normalizeEmail;

export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, normalizeStaffEmail(email)));
  return row;
}

export async function findStaffById(db: Database, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row;
}

export async function staffCount(db: Database): Promise<number> {
  const [existing] = await db.select({ count: count() }).from(staffAccounts);
  return existing?.count ?? 0;
}

/** The new account's id; undefined when an account of that email exists already. */
export async function insertStaffAccount(db: Database, account: typeof staffAccounts.$inferInsert): Promise<number | undefined> {
  const [row] = await db.insert(staffAccounts).values(account).onConflictDoNothing().returning({ id: staffAccounts.id });
  return row?.id;
}

export async function assignStore(db: Database, staffId: number, locationId: number): Promise<void> {
  await db.insert(staffStoreAssignments).values({ staffId, locationId });
}

/** Demo accounts still holding a one-time password that expired (or never had an expiry), by id. */
export async function expiredDemoAccounts(db: Database, now: Date) {
  return db
    .select({ id: staffAccounts.id, email: staffAccounts.email, role: staffAccounts.role })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.isDemo, true),
        eq(staffAccounts.mustChangePassword, true),
        or(isNull(staffAccounts.oneTimePasswordExpiresAt), lte(staffAccounts.oneTimePasswordExpiresAt, now)),
      ),
    )
    .orderBy(asc(staffAccounts.id));
}

/** The demo brand admins that have no second factor (none begun or confirmed), by id. */
export async function demoAdminsWithoutSecondFactor(db: Database): Promise<{ id: number; email: string }[]> {
  return db
    .select({ id: staffAccounts.id, email: staffAccounts.email })
    .from(staffAccounts)
    .leftJoin(staffSecondFactors, eq(staffSecondFactors.staffId, staffAccounts.id))
    .where(and(eq(staffAccounts.isDemo, true), eq(staffAccounts.role, 'brand_admin'), isNull(staffSecondFactors.staffId)))
    .orderBy(asc(staffAccounts.id));
}

export async function renewOneTimePassword(db: Database, id: number, passwordHash: string, expiresAt: Date, now: Date): Promise<void> {
  await db.update(staffAccounts).set({ passwordHash, oneTimePasswordExpiresAt: expiresAt, updatedAt: now }).where(eq(staffAccounts.id, id));
}

export async function updateStaffPassword(db: Database, id: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(staffAccounts).set({ passwordHash, mustChangePassword: false, oneTimePasswordExpiresAt: null, updatedAt: now }).where(eq(staffAccounts.id, id));
}

const storeColumns = {
  id: locations.id,
  title: locations.title,
  slug: locations.slug,
  timeZone: locations.timeZone,
  countryCode: sql<string>`upper(${countries.code})`,
  brandId: locations.brandId,
};

/** The stores the member may see, by title; `storeId` narrows to that one store (empty when not theirs). */
export async function storesOf(db: Database, scope: StaffScope, storeId?: number): Promise<StaffStoreRow[]> {
  const only = storeId === undefined ? [] : [eq(locations.id, storeId)];
  if (scope.role === 'brand_admin') {
    return db
      .select(storeColumns)
      .from(locations)
      .innerJoin(countries, eq(countries.id, locations.countryId))
      .where(and(eq(locations.brandId, scope.brandId), ...only))
      .orderBy(asc(locations.title), asc(locations.id));
  }
  return db
    .select(storeColumns)
    .from(staffStoreAssignments)
    .innerJoin(locations, eq(locations.id, staffStoreAssignments.locationId))
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(and(eq(staffStoreAssignments.staffId, scope.id), eq(locations.brandId, scope.brandId), ...only))
    .orderBy(asc(locations.title), asc(locations.id));
}

/** One store of the member's, or undefined (another store answers as unknown). */
export async function storeOf(db: Database, scope: StaffScope, storeId: number): Promise<StaffStoreRow | undefined> {
  const [row] = await storesOf(db, scope, storeId);
  return row;
}

export async function brandExists(db: Database, brandId: number): Promise<boolean> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  return brand !== undefined;
}

/** The demo brand's first store in `city`, by id. */
export async function firstDemoStoreIn(db: Database, city: string): Promise<{ id: number; title: string } | null> {
  const [store] = await db
    .select({ id: locations.id, title: locations.title })
    .from(locations)
    .innerJoin(cities, eq(cities.id, locations.cityId))
    .where(and(eq(locations.brandId, BRAND_ID), eq(cities.name, city)))
    .orderBy(asc(locations.id))
    .limit(1);
  return store ?? null;
}
