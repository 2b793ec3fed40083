/**
 * Staff one-time passwords sign in for 24 hours only, and demo staff accounts sign in only in
 * demo mode: a database first started in demo mode keeps its demo accounts, and a later start
 * outside demo mode must not let their printed passwords (or any password of theirs) in. Each
 * refusal answers exactly as a wrong password does.
 */
import { eq } from 'drizzle-orm';
import { ONE_TIME_PASSWORD_HOURS } from '@/domain/staff/one-time-passwords';
import { buildApp, type App } from '@/server/app';
import { testClock } from '@/server/auth/test-app';
import type { Database, DatabaseConnection } from '@/server/db/client';
import { staffAccounts } from '@/server/db/schema';
import { testConfig } from '@/server/test/build-app';
import { openTestDatabase, testDatabases } from '@/server/test/databases';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { createDemoStaffIfNone, prepareDemoStaff } from './demo-accounts';
import { buildStaff, staffClient, STAFF_PASSWORD } from './test-staff';

const HOUR = 3600_000;
const DEMO_PASSWORD = 'Demo-Staff-Shift-1';
const NEW_PASSWORD = 'Fresh-Rub-2030';

describe.each(testDatabases())('staff one-time passwords and demo accounts on %s', (kind) => {
  const clock = testClock('2030-03-04T15:00:00Z');
  let database: DatabaseConnection;
  let db: Database;
  /** Two starts of the API on one database: in demo mode, and outside it. */
  let demo: { app: App; db: Database };
  let production: { app: App; db: Database };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    const start = (demoMode: boolean) => buildApp({ config: testConfig({ demoMode }), database, logger: false, auth: { now: clock.now } });
    demo = { app: await start(true), db };
    production = { app: await start(false), db };
    await buildReferenceData(db);
    await buildLocation(db, { city: 'Dallas', title: 'Dallas Greenville Ave' });
  });
  afterAll(async () => {
    await demo?.app.close();
    await production?.app.close();
    await database?.close();
  });

  it('gives the demo accounts one-time passwords that expire after 24 hours, and a fresh one on a later demo start', async () => {
    const created = await createDemoStaffIfNone(demo.db, DEMO_PASSWORD, clock.now());
    expect(created.map((account) => account.email)).toContain('admin@whitlocks.example');
    const rows = await demo.db.select().from(staffAccounts).where(eq(staffAccounts.email, 'admin@whitlocks.example'));
    expect(rows[0]).toMatchObject({ isDemo: true, mustChangePassword: true, oneTimePasswordExpiresAt: new Date(clock.now().getTime() + 24 * HOUR) });
    const staff = staffClient(demo.app);
    expect((await staff.login('admin@whitlocks.example', DEMO_PASSWORD)).statusCode).toBe(200);

    clock.advance(25 * HOUR);
    expect((await staff.login('admin@whitlocks.example', DEMO_PASSWORD)).statusCode).toBe(401);
    const renewed = await prepareDemoStaff(demo.db, null, clock.now());
    const admin = renewed.find((account) => account.email === 'admin@whitlocks.example');
    expect(admin?.password).toBeDefined();
    expect((await staff.login('admin@whitlocks.example', admin!.password)).statusCode).toBe(200);
    expect(await prepareDemoStaff(demo.db, null, clock.now())).toEqual([]);
  });

  it('lets a one-time password sign in until 24 hours after it was issued, then answers as a wrong password', async () => {
    const issued = clock.now();
    const member = await buildStaff(demo.db, { mustChangePassword: true, oneTimePasswordExpiresAt: new Date(issued.getTime() + ONE_TIME_PASSWORD_HOURS * HOUR) });
    const staff = staffClient(demo.app);
    const wrong = await staff.login(member.email, 'Wrong-Password-9');
    clock.advance(ONE_TIME_PASSWORD_HOURS * HOUR - 60_000);
    expect((await staff.login(member.email, member.password)).statusCode).toBe(200);
    clock.advance(60_000);
    const expired = await staff.login(member.email, member.password);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(wrong.json());
  });

  it('refuses every demo account outside demo mode, even with its password changed, as a wrong password', async () => {
    const member = await buildStaff(demo.db, { isDemo: true });
    const real = await buildStaff(demo.db);
    expect((await staffClient(demo.app).login(member.email, STAFF_PASSWORD)).statusCode).toBe(200);

    const staff = staffClient(production.app);
    const wrong = await staff.login(member.email, 'Wrong-Password-9');
    const refused = await staff.login(member.email, STAFF_PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(wrong.json());
    expect((await staff.login(real.email, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the demo admin outside demo mode with a fresh one-time password, so nobody becomes brand admin with it', async () => {
    const [admin] = await demo.db.select().from(staffAccounts).where(eq(staffAccounts.email, 'admin@whitlocks.example'));
    expect(admin?.isDemo).toBe(true);
    const renewedAt = clock.now();
    await demo.db.update(staffAccounts).set({ mustChangePassword: true, oneTimePasswordExpiresAt: new Date(renewedAt.getTime() + HOUR) }).where(eq(staffAccounts.id, admin!.id));
    const passwordOf = (await prepareDemoStaff(demo.db, DEMO_PASSWORD, new Date(renewedAt.getTime() + 2 * HOUR))).find((a) => a.email === admin!.email)?.password;
    expect(passwordOf).toBe(DEMO_PASSWORD);
    const staff = staffClient(production.app);
    expect((await staff.login(admin!.email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await staff.changePassword(undefined, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(401);
  });
});
