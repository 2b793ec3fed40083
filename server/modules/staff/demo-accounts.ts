/**
 * The demo staff accounts, created in demo mode on a start that finds no staff account at all:
 * a store staff member at the first Dallas store of the demo chain, another at the first Austin
 * store (so a journey can show one store's staff cannot open another store's leads), a store
 * manager of the Dallas store (who may refund its orders), and a brand admin of brand 4. The
 * manager and a second brand admin (`admin.new`, who sets up an authenticator app at first
 * sign-in) came later than the others: a demo start that finds the demo accounts without them adds them. Their password is one-time (random, or DEMO_STAFF_PASSWORD in demo mode),
 * signs in for 24 hours and must be changed at first sign-in; a later demo-mode start gives a
 * demo account whose one-time password expired unused a fresh one. They are marked `is_demo`:
 * outside demo mode they never sign in, and nothing is created, so no account has a password
 * anyone could know. With DEMO_STAFF_TOTP_SECRET the demo brand admins that have no second factor
 * get that key as theirs (but `admin.new`); without it they set up an authenticator app at their first sign-in.
 */
import { randomBytes } from 'node:crypto';
import { BRAND_ID } from '@/domain/constants';
import { oneTimePasswordExpiry } from '@/domain/staff/one-time-passwords';
import type { StaffRole } from '@/domain/wire/staff';
import type { Database } from '@/server/db/client';
import { hashPassword } from '@/server/modules/auth';
import { confirmSecondFactor, savePendingSecondFactor } from './second-factor-repository';
import { assignStore, demoAdminsWithoutSecondFactor, expiredDemoAccounts, findStaffByEmail, firstDemoStoreIn, insertStaffAccount, renewOneTimePassword, staffCount } from './repository';

export type DemoStaffAccount = { email: string; role: StaffRole; password: string; store: string | null };

const DEMO_DOMAIN = 'whitlocks.example';

/** A random password that meets the password rule (lower, upper, digit, 8+ characters). */
export function oneTimePassword(): string {
  return `Pit-${randomBytes(9).toString('base64url')}-7a`;
}

type StoreRow = { id: number; title: string };

/**
 * The demo accounts given a one-time password on this start, with it: all of them when no staff
 * account exists yet, else those whose one-time password expired unused, and the store manager
 * when the demo accounts lack it. `now` is the real time.
 */
export async function prepareDemoStaff(db: Database, password: string | null, now: Date, totpSecret: string | null = null): Promise<DemoStaffAccount[]> {
  const created = await createDemoStaffIfNone(db, password, now);
  const ready = created.length > 0 ? created : await renewExpiredDemoPasswords(db, password, now);
  const prepared = [...ready, ...(await createDemoManagerIfMissing(db, password, now)), ...(await createNewDemoAdminIfMissing(db, password, now))];
  if (totpSecret) await enrolDemoAdmins(db, totpSecret, now);
  return prepared;
}

/** Demo brand admins without a second factor (but the new admin) get `secret` as theirs, confirmed (no recovery codes). */
async function enrolDemoAdmins(db: Database, secret: string, now: Date): Promise<void> {
  for (const admin of await demoAdminsWithoutSecondFactor(db)) {
    if (admin.email === DEMO_NEW_ADMIN) continue;
    await db.transaction(async (tx) => {
      await savePendingSecondFactor(tx, admin.id, secret, now);
      await confirmSecondFactor(tx, admin.id, null, now);
    });
  }
}

const DEMO_ADMIN = `admin@${DEMO_DOMAIN}`;
const DEMO_MANAGER = `manager.dallas@${DEMO_DOMAIN}`;

/** The Dallas store manager, created once beside demo accounts that lack it; empty otherwise. */
export async function createDemoManagerIfMissing(db: Database, password: string | null, now: Date): Promise<DemoStaffAccount[]> {
  if (!(await findStaffByEmail(db, DEMO_ADMIN))?.isDemo || (await findStaffByEmail(db, DEMO_MANAGER))) return [];
  const dallas = await firstDemoStoreIn(db, 'Dallas');
  if (!dallas) return [];
  const account = { email: DEMO_MANAGER, firstName: 'Morgan', lastName: 'Manager', role: 'store_manager' as const };
  return createDemoAccounts(db, [{ ...account, store: dallas }], password, now);
}

const DEMO_NEW_ADMIN = `admin.new@${DEMO_DOMAIN}`;

/**
 * A second brand admin who never gets the demo key: their first sign-in shows setting up an
 * authenticator app, as a brand admin made by `npm run staff:create-admin` sees it. Created once
 * beside demo accounts that lack it.
 */
export async function createNewDemoAdminIfMissing(db: Database, password: string | null, now: Date): Promise<DemoStaffAccount[]> {
  if (!(await findStaffByEmail(db, DEMO_ADMIN))?.isDemo || (await findStaffByEmail(db, DEMO_NEW_ADMIN))) return [];
  return createDemoAccounts(db, [{ email: DEMO_NEW_ADMIN, firstName: 'Noa', lastName: 'Newcomer', role: 'brand_admin', store: null }], password, now);
}

/** The accounts created, with their one-time passwords; empty when any staff account already exists. */
export async function createDemoStaffIfNone(db: Database, password: string | null = null, now: Date = new Date()): Promise<DemoStaffAccount[]> {
  if ((await staffCount(db)) > 0) return [];
  const dallas = await firstDemoStoreIn(db, 'Dallas');
  const austin = await firstDemoStoreIn(db, 'Austin');
  const plan: DemoPlan = [
    ...(dallas ? [{ email: `staff.dallas@${DEMO_DOMAIN}`, firstName: 'Dana', lastName: 'Store', role: 'store_staff' as const, store: dallas }] : []),
    ...(austin ? [{ email: `staff.austin@${DEMO_DOMAIN}`, firstName: 'Avi', lastName: 'Store', role: 'store_staff' as const, store: austin }] : []),
    { email: `admin@${DEMO_DOMAIN}`, firstName: 'Avery', lastName: 'Admin', role: 'brand_admin', store: null },
  ];
  return createDemoAccounts(db, plan, password, now);
}

type DemoPlan = { email: string; firstName: string; lastName: string; role: StaffRole; store: StoreRow | null }[];

async function createDemoAccounts(db: Database, plan: DemoPlan, password: string | null, now: Date): Promise<DemoStaffAccount[]> {
  const created: DemoStaffAccount[] = [];
  for (const { store, ...account } of plan) {
    const secret = password ?? oneTimePassword();
    const passwordHash = await hashPassword(secret);
    await db.transaction(async (tx) => {
      const id = await insertStaffAccount(tx, { ...account, brandId: BRAND_ID, passwordHash, mustChangePassword: true, oneTimePasswordExpiresAt: oneTimePasswordExpiry(now), isDemo: true });
      if (id !== undefined && store) await assignStore(tx, id, store.id);
      if (id !== undefined) created.push({ email: account.email, role: account.role, password: secret, store: store?.title ?? null });
    });
  }
  return created;
}

/** Demo accounts still holding a one-time password that expired: each gets a fresh one for 24 hours. */
async function renewExpiredDemoPasswords(db: Database, password: string | null, now: Date): Promise<DemoStaffAccount[]> {
  const expired = await expiredDemoAccounts(db, now);
  const renewed: DemoStaffAccount[] = [];
  for (const account of expired) {
    const secret = password ?? oneTimePassword();
    await renewOneTimePassword(db, account.id, await hashPassword(secret), oneTimePasswordExpiry(now), now);
    renewed.push({ email: account.email, role: account.role, password: secret, store: null });
  }
  return renewed;
}
