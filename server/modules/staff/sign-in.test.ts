/**
 * Staff sign-in on a real database: tokens apart from customers' both ways, the one-time
 * password that must be changed first, sign-out, throttling, the audit rows and bad input.
 */
import { eq } from 'drizzle-orm';
import { staffAuditLog } from '@/server/db/schema';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { bearer, signUpAndSignIn } from '@/server/modules/auth/test-helpers';
import { testDatabases } from '@/server/test/databases';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { createDemoStaffIfNone } from './demo-accounts';
import { buildStaff, staffClient, STAFF_PASSWORD } from './test-staff';

const NEW_PASSWORD = 'Fresh-Rub-2030';

describe.each(testDatabases())('staff sign-in on %s', (kind) => {
  let t: AuthTestApp;
  let staff: ReturnType<typeof staffClient>;
  let storeId: number;

  beforeAll(async () => {
    t = await buildAuthApp(kind, { auth: { throttle: { windowMs: 15 * 60_000, perAccount: 5, perIp: 1000 } } });
    await buildReferenceData(t.db);
    storeId = (await buildLocation(t.db)).id;
    staff = staffClient(t.app);
  });
  afterAll(() => t.close());

  it('signs a member in and answers who they are and their stores', async () => {
    const member = await buildStaff(t.db, { storeIds: [storeId] });
    const response = await staff.login(`  ${member.email.toUpperCase()} `, member.password);
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session.staff).toMatchObject({ email: member.email, role: 'store_staff', brandId: 4, mustChangePassword: false });
    expect(session.staff.stores.map((store: { id: number }) => store.id)).toEqual([storeId]);
    expect(session.staff).not.toHaveProperty('passwordHash');
    const me = await staff.me(session.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(member.id);
  });

  it.each([
    ['a wrong password', 'Wrong-Password-1'],
    ['an unknown email', STAFF_PASSWORD],
  ])('refuses %s with the same 401', async (name, password) => {
    const member = await buildStaff(t.db);
    const email = name === 'an unknown email' ? 'nobody@whitlocks.example' : member.email;
    const response = await staff.login(email, password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'wrong_credentials', message: 'Wrong email or password' });
  });

  it('refuses a customer token on staff routes, and a staff token on customer routes', async () => {
    const customerToken = (await signUpAndSignIn(t.app)).session.token;
    const refused = await staff.me(customerToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'staff_sign_in_required', statusCode: 401 });
    expect((await staff.queue(customerToken, storeId)).statusCode).toBe(401);

    const staffToken = await staff.signIn(await buildStaff(t.db, { storeIds: [storeId] }));
    const profile = await t.app.inject({ method: 'GET', url: '/online-ordering/my-profile', headers: bearer(staffToken) });
    expect(profile.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/online-ordering/my-profile', headers: bearer(customerToken) })).statusCode).toBe(200);
  });

  it('holds a one-time password to change-password only, then lets the member in', async () => {
    const member = await buildStaff(t.db, { storeIds: [storeId], mustChangePassword: true });
    const token = await staff.signIn(member);
    expect((await staff.me(token)).json().mustChangePassword).toBe(true);
    const held = await staff.queue(token, storeId);
    expect(held.statusCode).toBe(403);
    expect(held.json().code).toBe('password_change_required');

    const weak = await staff.changePassword(token, { currentPassword: member.password, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    const wrong = await staff.changePassword(token, { currentPassword: 'Not-The-One-1', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    const same = await staff.changePassword(token, { currentPassword: member.password, newPassword: member.password });
    expect(same.statusCode).toBe(400);

    const otherSession = await staff.signIn(member);
    const changed = await staff.changePassword(token, { currentPassword: member.password, newPassword: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect((await staff.queue(token, storeId)).statusCode).toBe(200);
    expect((await staff.me(otherSession)).statusCode).toBe(401);
    expect((await staff.login(member.email, member.password)).statusCode).toBe(401);
    expect((await staff.login(member.email, NEW_PASSWORD)).statusCode).toBe(200);

    const actions = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.staffId, member.id));
    // The sign-in with the old password is refused, and recorded as such.
    expect(actions.map((row) => row.action)).toEqual(['sign-in', 'sign-in', 'change-password', 'sign-in-failed', 'sign-in']);
    expect(actions[2]).toMatchObject({ subjectType: 'staff', before: { mustChangePassword: true }, after: { mustChangePassword: false } });
  });

  it('signs out: the token stops working and the sign-out is recorded', async () => {
    const member = await buildStaff(t.db);
    const token = await staff.signIn(member);
    expect((await staff.logout(token)).statusCode).toBe(204);
    expect((await staff.me(token)).statusCode).toBe(401);
    expect((await staff.logout(token)).statusCode).toBe(401);
    const rows = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.staffId, member.id));
    expect(rows.map((row) => row.action)).toEqual(['sign-in', 'sign-out']);
  });

  it('throttles wrong passwords per account with 429', async () => {
    const member = await buildStaff(t.db);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await staff.login(member.email, 'Wrong-Password-1')).statusCode).toBe(401);
    const limited = await staff.login(member.email, member.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it.each([
    ['a number for the email', { email: 42, password: STAFF_PASSWORD }],
    ['a missing password', { email: 'a@whitlocks.example' }],
    ['an empty email', { email: '', password: STAFF_PASSWORD }],
    ['a NUL in the email', { email: 'a\u0000@whitlocks.example', password: STAFF_PASSWORD }],
    ['not an email', { email: 'not-an-email', password: STAFF_PASSWORD }],
  ])('answers %s with 400 in the error shape', async (_name, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/online-ordering/staff/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: expect.any(String), message: expect.any(String) });
  });
});

describe.each(testDatabases())('demo staff accounts on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthApp(kind);
    await buildReferenceData(t.db);
    await buildLocation(t.db, { city: 'Dallas', title: 'Dallas Greenville Ave' });
    await buildLocation(t.db, { city: 'Austin', title: 'Austin South Lamar' });
  });
  afterAll(() => t.close());

  it('creates a Dallas and an Austin store member and a brand admin once, with one-time passwords that must be changed', async () => {
    const created = await createDemoStaffIfNone(t.db, null, t.clock.now());
    expect(created.map((account) => [account.role, account.store])).toEqual([
      ['store_staff', 'Dallas Greenville Ave'],
      ['store_staff', 'Austin South Lamar'],
      ['brand_admin', null],
    ]);
    expect(new Set(created.map((account) => account.password)).size).toBe(3);
    expect(await createDemoStaffIfNone(t.db, 'Known-Password-1')).toEqual([]);
    const client = staffClient(t.app);
    const session = (await client.login(created[0]!.email, created[0]!.password)).json();
    expect(session.staff).toMatchObject({ mustChangePassword: true, stores: [{ title: 'Dallas Greenville Ave' }] });
  });
});
