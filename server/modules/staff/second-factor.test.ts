/**
 * Brand admins' second factor on a real database: enrolment after the first password change,
 * sign-in in two steps (a challenge, then a code), wrong, early, late and replayed codes refused
 * and counted toward the sign-in lock, recovery codes used once, the challenge refused on staff
 * routes, and a reset by another brand admin (audited) that makes the member enrol again.
 */
import { and, eq } from 'drizzle-orm';
import { staffAuditLog } from '@/server/db/schema';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { testDatabases } from '@/server/test/databases';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { prepareDemoStaff } from './demo-accounts';
import { findSecondFactor } from './second-factor-repository';
import { buildStaff, FIXTURE_TOTP_SECRET, staffClient } from './test-staff';
import { totpCodeAt } from './totp';

const NEW_PASSWORD = 'Fresh-Rub-2030';
const CLIENT = '203.0.113.9';

describe.each(testDatabases())('staff second factor on %s', (kind) => {
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

  const codeNow = (secret = FIXTURE_TOTP_SECRET, shiftSeconds = 0) => totpCodeAt(secret, new Date(t.clock.now().getTime() + shiftSeconds * 1000));
  const challengeOf = async (email: string, password: string) => {
    const response = await staff.login(email, password, CLIENT);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ secondFactorRequired: true });
    expect(answer).not.toHaveProperty('token');
    return answer.challenge as string;
  };

  it('enrols a new brand admin after the password change: key, first code, ten recovery codes once; then the console opens', async () => {
    const admin = await buildStaff(t.db, { role: 'brand_admin', mustChangePassword: true, secondFactor: false });
    const first = (await staff.login(admin.email, admin.password)).json();
    expect(first.staff).toMatchObject({ mustChangePassword: true, secondFactorEnrolmentRequired: true });
    // The password comes first.
    expect((await staff.beginEnrolment(first.token)).json()).toMatchObject({ code: 'password_change_required' });
    expect((await staff.changePassword(first.token, { currentPassword: admin.password, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const refused = await staff.queue(first.token, storeId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'second_factor_enrolment_required' });

    const enrolment = await staff.beginEnrolment(first.token);
    expect(enrolment.statusCode).toBe(200);
    const { secret, uri, qrSvg } = enrolment.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await staff.confirmEnrolment(first.token, String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, '0'))).json()).toMatchObject({ code: 'second_factor_code_wrong' });
    const confirmed = await staff.confirmEnrolment(first.token, codeNow(secret));
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Shown once: the key is never answered again.
    const again = await staff.beginEnrolment(first.token);
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(secret);
    expect((await staff.me(first.token)).json()).toMatchObject({ secondFactorEnrolmentRequired: false });
    expect((await staff.queue(first.token, storeId)).statusCode).toBe(200);

    const audit = await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.staffId, admin.id), eq(staffAuditLog.action, 'second-factor-enrol')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secret);

    // Next sign-in: two steps with the enrolled key.
    t.clock.advance(60_000);
    const challenge = await challengeOf(admin.email, NEW_PASSWORD);
    const signedIn = await staff.secondFactor(challenge, codeNow(secret));
    expect(signedIn.statusCode).toBe(200);
    expect((await staff.queue(signedIn.json().token, storeId)).statusCode).toBe(200);
  });

  it('signs in with the code of now, of one step before or after, and refuses two steps off', async () => {
    const admin = await buildStaff(t.db, { role: 'brand_admin', storeIds: [storeId] });
    t.clock.advance(10 * 60_000);
    expect((await staff.secondFactor(await challengeOf(admin.email, admin.password), codeNow(undefined, -60))).json()).toMatchObject({ code: 'second_factor_code_wrong' });
    expect((await staff.secondFactor(await challengeOf(admin.email, admin.password), codeNow(undefined, 60))).json()).toMatchObject({ code: 'second_factor_code_wrong' });
    expect((await staff.secondFactor(await challengeOf(admin.email, admin.password), codeNow(undefined, -30))).statusCode).toBe(200);
    expect((await staff.secondFactor(await challengeOf(admin.email, admin.password), codeNow())).statusCode).toBe(200);
    expect((await staff.secondFactor(await challengeOf(admin.email, admin.password), codeNow(undefined, 30))).statusCode).toBe(200);
  });

  it('refuses a code used before, and an older one after a newer was used', async () => {
    const admin = await buildStaff(t.db, { role: 'brand_admin' });
    t.clock.advance(10 * 60_000);
    const code = codeNow();
    expect((await staff.secondFactor(await challengeOf(admin.email, admin.password), code)).statusCode).toBe(200);
    const replay = await staff.secondFactor(await challengeOf(admin.email, admin.password), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'second_factor_code_wrong' });
    expect((await staff.secondFactor(await challengeOf(admin.email, admin.password), codeNow(undefined, -30))).statusCode).toBe(401);
    // The next step's code is new.
    t.clock.advance(30_000);
    expect((await staff.secondFactor(await challengeOf(admin.email, admin.password), codeNow())).statusCode).toBe(200);
  });

  it('takes each recovery code once, typed in any case and spacing', async () => {
    const admin = await buildStaff(t.db, { role: 'brand_admin' });
    const recovery = admin.recoveryCodes![0]!;
    const typed = ` ${recovery.replace('-', ' ').toLowerCase()} `;
    expect((await staff.secondFactor(await challengeOf(admin.email, admin.password), typed)).statusCode).toBe(200);
    const twice = await staff.secondFactor(await challengeOf(admin.email, admin.password), recovery);
    expect(twice.statusCode).toBe(401);
    expect(twice.json()).toMatchObject({ code: 'second_factor_code_wrong' });
    const other = await buildStaff(t.db, { role: 'brand_admin' });
    // Another admin's code is no use either.
    expect((await staff.secondFactor(await challengeOf(admin.email, admin.password), other.recoveryCodes![0]!)).statusCode).toBe(401);
  });

  it('counts wrong codes toward the sign-in lock, which a right password does not clear, and audits them', async () => {
    const admin = await buildStaff(t.db, { role: 'brand_admin' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const challenge = await challengeOf(admin.email, admin.password);
      expect((await staff.secondFactor(challenge, '000000', CLIENT)).statusCode).toBe(401);
    }
    expect((await staff.login(admin.email, admin.password, CLIENT)).statusCode).toBe(429);
    const refusals = await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.staffId, admin.id), eq(staffAuditLog.action, 'sign-in-failed')));
    expect(refusals.filter((row) => (row.after as { reason: string }).reason === 'wrong-second-factor')).toHaveLength(5);
    expect(refusals.every((row) => row.clientAddress === CLIENT)).toBe(true);
  });

  it('refuses the challenge as a staff token, and an expired or forged challenge', async () => {
    const admin = await buildStaff(t.db, { role: 'brand_admin' });
    const challenge = await challengeOf(admin.email, admin.password);
    for (const response of [await staff.me(challenge), await staff.queue(challenge, storeId), await staff.logout(challenge)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'staff_sign_in_required' });
    }
    const session = (await staff.login((await buildStaff(t.db)).email, admin.password)).json();
    expect((await staff.secondFactor(session.token, codeNow())).json()).toMatchObject({ code: 'second_factor_challenge_expired' });
    t.clock.advance(5 * 60_000 + 1000);
    const late = await staff.secondFactor(challenge, codeNow());
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'second_factor_challenge_expired' });
  });

  it('lets a brand admin reset a member’s second factor (audited, their sessions end, they enrol again); others may not', async () => {
    const admin = await buildStaff(t.db, { role: 'brand_admin' });
    const member = await buildStaff(t.db, { role: 'brand_admin' });
    const manager = await buildStaff(t.db, { role: 'store_manager', storeIds: [storeId] });
    const memberToken = await staff.signIn(member);
    const managerToken = await staff.signIn(manager);
    const refused = await staff.resetSecondFactor(managerToken, member.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'second_factor_reset_admins_only' });
    expect((await staff.resetSecondFactor(await staff.signIn(admin), 999_999)).json()).toMatchObject({ code: 'second_factor_member_not_found', params: { id: 999_999 } });
    const otherBrand = await buildStaff(t.db, { role: 'brand_admin', brandId: 3 });
    expect((await staff.resetSecondFactor(await staff.signIn(admin), otherBrand.id)).statusCode).toBe(404);

    const reset = await staff.resetSecondFactor(await staff.signIn(admin), member.id, CLIENT);
    expect(reset.statusCode).toBe(200);
    expect((await staff.me(memberToken)).statusCode).toBe(401);
    const [row] = await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'second-factor-reset'), eq(staffAuditLog.subjectId, String(member.id))));
    expect(row).toMatchObject({ staffId: admin.id, clientAddress: CLIENT, before: { enrolled: true }, after: { enrolled: false } });
    expect(row!.createdAt).toEqual(t.clock.now());

    // The member signs in with the password alone and must enrol before the console.
    const again = (await staff.login(member.email, member.password)).json();
    expect(again.staff).toMatchObject({ secondFactorEnrolmentRequired: true });
    expect((await staff.queue(again.token, storeId)).json()).toMatchObject({ code: 'second_factor_enrolment_required' });
    expect((await staff.beginEnrolment(again.token)).statusCode).toBe(200);
  });

  it('gives the demo brand admins the demo key when one is set, and leaves them to enrol otherwise', async () => {
    const demoAdmin = await buildStaff(t.db, { role: 'brand_admin', isDemo: true, secondFactor: false });
    const demoStaff = await buildStaff(t.db, { isDemo: true });
    await prepareDemoStaff(t.db, null, t.clock.now());
    expect(await findSecondFactor(t.db, demoAdmin.id)).toBeUndefined();
    await prepareDemoStaff(t.db, null, t.clock.now(), 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(await findSecondFactor(t.db, demoAdmin.id)).toMatchObject({ secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', confirmedAt: t.clock.now() });
    expect(await findSecondFactor(t.db, demoStaff.id)).toBeUndefined();
  });

  it('offers enrolment to brand admins only', async () => {
    const member = await buildStaff(t.db, { storeIds: [storeId] });
    const token = await staff.signIn(member);
    const refused = await staff.beginEnrolment(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'second_factor_admins_only' });
    expect((await staff.queue(token, storeId)).statusCode).toBe(200);
  });
});
