/**
 * The demo staff accounts, created in demo mode on a start that finds no staff account at all:
 * a store staff member at the first Dallas store of the demo chain, another at the first Austin
 * store (so a journey can show one store's staff cannot open another store's leads), and a
 * brand admin of brand 4. Their password is one-time (random, or DEMO_STAFF_PASSWORD in demo mode),
 * signs in for 24 hours and must be changed at first sign-in; a later demo-mode start gives a
 * demo account whose one-time password expired unused a fresh one. They are marked `is_demo`:
 * outside demo mode they never sign in, and nothing is created, so no account has a password
 * anyone could know.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, lte, or, isNull } from 'drizzle-orm';
import { BRAND_ID } from '@/domain/constants';
import { oneTimePasswordExpiry } from '@/domain/staff/one-time-passwords';
import type { StaffRole } from '@/domain/wire/staff';
import type { Database } from '@/server/db/client';
import { cities, locations, staffAccounts, staffStoreAssignments } from '@/server/db/schema';
import { hashPassword } from '@/server/modules/auth/password-hash';

export type DemoStaffAccount = { email: string; role: StaffRole; password: string; store: string | null };

const DEMO_DOMAIN = 'whitlocks.example';

/** A random password that meets the password rule (lower, upper, digit, 8+ characters). */
export function oneTimePassword(): string {
  return `Pit-${randomBytes(9).toString('base64url')}-7a`;
}

type StoreRow = { id: number; title: string };

/** The brand's first store in `city`, by id. */
async function firstStoreIn(db: Database, city: string): Promise<StoreRow | null> {
  const [store] = await db
    .select({ id: locations.id, title: locations.title })
    .from(locations)
    .innerJoin(cities, eq(cities.id, locations.cityId))
    .where(and(eq(locations.brandId, BRAND_ID), eq(cities.name, city)))
    .orderBy(asc(locations.id))
    .limit(1);
  return store ?? null;
}

/**
 * The demo accounts given a one-time password on this start, with it: all of them when no staff
 * account exists yet, else those whose one-time password expired unused. `now` is the real time.
 */
export async function prepareDemoStaff(db: Database, password: string | null, now: Date): Promise<DemoStaffAccount[]> {
  const created = await createDemoStaffIfNone(db, password, now);
  return created.length > 0 ? created : renewExpiredDemoPasswords(db, password, now);
}

/** The accounts created, with their one-time passwords; empty when any staff account already exists. */
export async function createDemoStaffIfNone(db: Database, password: string | null = null, now: Date = new Date()): Promise<DemoStaffAccount[]> {
  const [existing] = await db.select({ count: count() }).from(staffAccounts);
  if ((existing?.count ?? 0) > 0) return [];
  const dallas = await firstStoreIn(db, 'Dallas');
  const austin = await firstStoreIn(db, 'Austin');
  const plan: { email: string; firstName: string; lastName: string; role: StaffRole; store: StoreRow | null }[] = [
    ...(dallas ? [{ email: `staff.dallas@${DEMO_DOMAIN}`, firstName: 'Dana', lastName: 'Store', role: 'store_staff' as const, store: dallas }] : []),
    ...(austin ? [{ email: `staff.austin@${DEMO_DOMAIN}`, firstName: 'Avi', lastName: 'Store', role: 'store_staff' as const, store: austin }] : []),
    { email: `admin@${DEMO_DOMAIN}`, firstName: 'Avery', lastName: 'Admin', role: 'brand_admin', store: null },
  ];
  const created: DemoStaffAccount[] = [];
  for (const { store, ...account } of plan) {
    const secret = password ?? oneTimePassword();
    const passwordHash = await hashPassword(secret);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffAccounts)
        .values({ ...account, brandId: BRAND_ID, passwordHash, mustChangePassword: true, oneTimePasswordExpiresAt: oneTimePasswordExpiry(now), isDemo: true })
        .onConflictDoNothing()
        .returning({ id: staffAccounts.id });
      if (row && store) await tx.insert(staffStoreAssignments).values({ staffId: row.id, locationId: store.id });
      if (row) created.push({ email: account.email, role: account.role, password: secret, store: store?.title ?? null });
    });
  }
  return created;
}

/** Demo accounts still holding a one-time password that expired: each gets a fresh one for 24 hours. */
async function renewExpiredDemoPasswords(db: Database, password: string | null, now: Date): Promise<DemoStaffAccount[]> {
  const expired = await db
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
  const renewed: DemoStaffAccount[] = [];
  for (const account of expired) {
    const secret = password ?? oneTimePassword();
    await db
      .update(staffAccounts)
      .set({ passwordHash: await hashPassword(secret), oneTimePasswordExpiresAt: oneTimePasswordExpiry(now), updatedAt: now })
      .where(eq(staffAccounts.id, account.id));
    renewed.push({ email: account.email, role: account.role, password: secret, store: null });
  }
  return renewed;
}
