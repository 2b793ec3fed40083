/**
 * Fixtures of the staff suites: staff members (with a known password and, unless asked, no
 * one-time password to change), placed orders written straight to the tables, and a client that
 * calls the staff routes as the console does.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { recoveryCodeFromBytes } from '@/domain/staff/second-factor';
import type { StaffRole } from '@/domain/wire/staff';
import type { App } from '@/server/app';
import type { Database } from '@/server/db/client';
import * as t from '@/server/db/schema';
import { hashPassword } from '@/server/modules/auth/password-hash';
import { hashToken } from '@/server/modules/orders/access';
import { buildItem, buildLocation } from '@/server/test/factories';
import { hashRecoveryCode } from './second-factor';

export const STAFF_PASSWORD = 'Brisket-Shift-42';
const LASTING = new Date('9999-12-31T00:00:00Z');
const PREFIX = '/online-ordering';

let counter = 0;
let passwordHash: Promise<string> | undefined;

/**
 * A member; a brand admin has a confirmed second factor unless asked otherwise: its key (the
 * code of any instant comes from it) and unused recovery codes, which `signIn` spends one at a
 * time, so suites on a fixed clock sign the same admin in again and again.
 */
export type StaffFixture = { id: number; email: string; password: string; totpSecret?: string; recoveryCodes?: string[] };

/** The fixture admins' TOTP key (base32). */
export const FIXTURE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const FIXTURE_RECOVERY_CODES = 10;

export async function buildStaff(
  db: Database,
  options: {
    role?: StaffRole;
    brandId?: number;
    storeIds?: number[];
    mustChangePassword?: boolean;
    password?: string;
    /** With mustChangePassword: when the one-time password stops signing in (default: never, for the suite's clock). */
    oneTimePasswordExpiresAt?: Date | null;
    isDemo?: boolean;
    /** A brand admin's second factor: confirmed (the default), or none (they enrol at sign-in). */
    secondFactor?: boolean;
  } = {},
): Promise<StaffFixture> {
  counter += 1;
  const email = `staff${counter}-${Date.now()}@whitlocks.example`;
  const password = options.password ?? STAFF_PASSWORD;
  const hash = options.password ? await hashPassword(options.password) : await (passwordHash ??= hashPassword(STAFF_PASSWORD));
  const mustChangePassword = options.mustChangePassword ?? false;
  // Suites run on clocks of their own, so a one-time password lasts unless the test says when it expires.
  const oneTimePasswordExpiresAt = options.oneTimePasswordExpiresAt !== undefined ? options.oneTimePasswordExpiresAt : mustChangePassword ? LASTING : null;
  const [row] = await db
    .insert(t.staffAccounts)
    .values({ email, passwordHash: hash, mustChangePassword, oneTimePasswordExpiresAt, isDemo: options.isDemo ?? false, firstName: 'Sam', lastName: 'Smoke', role: options.role ?? 'store_staff', brandId: options.brandId ?? 4 })
    .returning();
  for (const locationId of options.storeIds ?? []) await db.insert(t.staffStoreAssignments).values({ staffId: row!.id, locationId });
  if ((options.role ?? 'store_staff') !== 'brand_admin' || options.secondFactor === false) return { id: row!.id, email, password };
  const recoveryCodes = Array.from({ length: FIXTURE_RECOVERY_CODES }, () => recoveryCodeFromBytes(randomBytes(10)));
  await db.insert(t.staffSecondFactors).values({ staffId: row!.id, secret: FIXTURE_TOTP_SECRET, confirmedAt: new Date('2020-01-01T00:00:00Z') });
  await db.insert(t.staffRecoveryCodes).values(recoveryCodes.map((code) => ({ staffId: row!.id, codeHash: hashRecoveryCode(code) })));
  return { id: row!.id, email, password, totpSecret: FIXTURE_TOTP_SECRET, recoveryCodes };
}

export type PlacedOrder = { id: string; token: string; number: string };

/** A paid order at the store, written directly: a line of the item, a guest, and its handoff time. */
export async function buildPlacedOrder(
  db: Database,
  locationId: number,
  overrides: Partial<typeof t.orders.$inferInsert> & { itemId?: number } = {},
): Promise<PlacedOrder> {
  const { itemId, ...fields } = overrides;
  const token = randomUUID();
  const at = fields.timeslotStart ?? new Date('2030-03-04T18:00:00Z');
  const [order] = await db
    .insert(t.orders)
    .values({
      id: randomUUID(),
      brandId: 4,
      countryCode: 'US',
      currency: 'USD',
      locationId,
      categoryId: 1,
      handoffId: 2,
      statusId: 2,
      accessTokenHash: hashToken(token),
      guest: { firstName: 'Ada', lastName: 'Pitmaster', email: `ada${randomUUID().slice(0, 8)}@example.com`, phone: '(512) 555-0199' },
      timeslotStart: at,
      total: '10.78',
      subtotal: '9.96',
      itemCount: 4,
      paidAt: at,
      createdAt: at,
      updatedAt: at,
      ...fields,
    })
    .returning();
  const item = itemId ?? (await buildItem(db, { title: 'Sweet Tea' })).id;
  await db.insert(t.orderItems).values({ orderId: order!.id, itemId: item, quantity: 4, unitPrice: '2.49' });
  return { id: order!.id, token, number: String(order!.number) };
}

export function staffClient(app: App) {
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    login: (email: string, password: string, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'POST', url: `${PREFIX}/staff/login`, payload: { email, password }, remoteAddress }),
    async signIn(staff: StaffFixture): Promise<string> {
      const response = await app.inject({ method: 'POST', url: `${PREFIX}/staff/login`, payload: { email: staff.email, password: staff.password } });
      if (response.statusCode !== 200) throw new Error(`staff sign-in: ${response.body}`);
      const answer = response.json() as { token?: string; challenge?: string };
      if (answer.token) return answer.token;
      const code = staff.recoveryCodes?.shift();
      if (!answer.challenge || !code) throw new Error(`staff sign-in: a second factor is asked and the fixture has no recovery code left: ${response.body}`);
      const second = await app.inject({ method: 'POST', url: `${PREFIX}/staff/login/second-factor`, payload: { challenge: answer.challenge, code } });
      if (second.statusCode !== 200) throw new Error(`staff sign-in, second step: ${second.body}`);
      return (second.json() as { token: string }).token;
    },
    secondFactor: (challenge: string, code: string, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'POST', url: `${PREFIX}/staff/login/second-factor`, payload: { challenge, code }, remoteAddress }),
    beginEnrolment: (token?: string) => app.inject({ method: 'POST', url: `${PREFIX}/staff/second-factor/enrolment`, headers: auth(token) }),
    confirmEnrolment: (token: string | undefined, code: string) =>
      app.inject({ method: 'POST', url: `${PREFIX}/staff/second-factor/enrolment/confirm`, payload: { code }, headers: auth(token) }),
    resetSecondFactor: (token: string | undefined, staffId: number | string, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'POST', url: `${PREFIX}/staff/members/${staffId}/second-factor/reset`, headers: auth(token), remoteAddress }),
    logout: (token?: string) => app.inject({ method: 'POST', url: `${PREFIX}/staff/logout`, headers: auth(token) }),
    me: (token?: string) => app.inject({ method: 'GET', url: `${PREFIX}/staff/me`, headers: auth(token) }),
    changePassword: (token: string | undefined, body: object) =>
      app.inject({ method: 'POST', url: `${PREFIX}/staff/change-password`, payload: body, headers: auth(token) }),
    queue: (token: string | undefined, storeId: number | string, date?: string) =>
      app.inject({ method: 'GET', url: `${PREFIX}/staff/stores/${storeId}/orders${date === undefined ? '' : `?date=${encodeURIComponent(date)}`}`, headers: auth(token) }),
    move: (token: string | undefined, orderId: string, statusId: number | string) =>
      app.inject({ method: 'PUT', url: `${PREFIX}/orders/${orderId}/status/${statusId}`, headers: auth(token) }),
  };
}

/** A brand admin, and a store manager of a new store, both signed in: the two sides of a console setting only brand admins may read and change. */
export async function adminAndManager(app: App, db: Database): Promise<{ adminId: number; adminToken: string; managerToken: string }> {
  const store = (await buildLocation(db)).id;
  const staff = staffClient(app);
  const admin = await buildStaff(db, { role: 'brand_admin' });
  const adminToken = await staff.signIn(admin);
  const managerToken = await staff.signIn(await buildStaff(db, { role: 'store_manager', storeIds: [store] }));
  return { adminId: admin.id, adminToken, managerToken };
}
