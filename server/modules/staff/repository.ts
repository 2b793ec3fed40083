/** Staff accounts and the stores each member may see. Emails are looked up trimmed and lower-cased. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { countries, locations, staffAccounts, staffStoreAssignments } from '@/server/db/schema';

export type StaffRow = typeof staffAccounts.$inferSelect;
export type StaffStoreRow = { id: number; title: string; slug: string; timeZone: string; countryCode: string; brandId: number };

/** Who asks for stores: a store_staff member sees their assignments, a brand_admin their brand. */
export type StaffScope = { id: number; role: StaffRow['role']; brandId: number };

export function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, normalizeStaffEmail(email)));
  return row;
}

export async function findStaffById(db: Database, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row;
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
