/**
 * The staff team on a real database: a brand admin invites a member by email, the link (from the
 * mail outbox) is checked and accepted once with the member's own password, then refused as used;
 * an expired or replaced link says so; a store manager sees and manages only their own stores'
 * staff (another store's member is 404, store staff 403); deactivating a member refuses their
 * session at its next request and their sign-in; a second factor is reset; every change is audited.
 */
import { and, desc, eq } from 'drizzle-orm';
import { INVITE_LINK_HOURS } from '@/domain/staff/team';
import { outboxEmails, staffAuditLog } from '@/server/db/schema';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { testDatabases } from '@/server/test/databases';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { findSecondFactor } from './second-factor-repository';
import { buildStaff, staffClient } from './test-staff';

const PREFIX = '/online-ordering';
const CLIENT = '198.51.100.7';
const CHOSEN = 'Oak-Smoke-Pit-2031';

describe.each(testDatabases())('staff team on %s', (kind) => {
  let t: AuthTestApp;
  let staff: ReturnType<typeof staffClient>;
  let austin: number;
  let dallas: number;
  let adminToken: string;
  let adminId: number;
  let admin: Awaited<ReturnType<typeof buildStaff>>;

  beforeAll(async () => {
    t = await buildAuthApp(kind);
    await buildReferenceData(t.db);
    austin = (await buildLocation(t.db, { title: 'Austin Team Test' })).id;
    dallas = (await buildLocation(t.db, { title: 'Dallas Team Test' })).id;
    staff = staffClient(t.app);
    admin = await buildStaff(t.db, { role: 'brand_admin' });
    adminId = admin.id;
    adminToken = await staff.signIn(admin);
  });
  afterAll(() => t.close());

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PREFIX}${url}`, headers: { ...auth(token), 'accept-language': 'fr-CA' }, payload, remoteAddress: CLIENT });
  const invite = (token: string, body: object) => call(token, 'POST', '/admin/staff/invites', body);
  const check = (token: string) => t.app.inject({ method: 'POST', url: `${PREFIX}/staff/invite/check`, payload: { token } });
  const accept = (token: string, password = CHOSEN) => t.app.inject({ method: 'POST', url: `${PREFIX}/staff/invite/accept`, payload: { token, password } });
  let emailCounter = 0;
  const newEmail = () => `invitee${++emailCounter}-${Date.now()}@whitlocks.example`;

  /** The token of the newest invitation mailed to `email`. */
  async function mailedToken(email: string): Promise<string> {
    const [mail] = await t.db.select().from(outboxEmails).where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.kind, 'staff-invite'))).orderBy(desc(outboxEmails.id)).limit(1);
    const match = /#token=([\w-]+)/.exec(mail!.text);
    return match![1]!;
  }

  it('invites a store manager by email; the link sets their password once, signs them in, then is refused as used', async () => {
    const email = newEmail();
    const sent = await invite(adminToken, { firstName: 'Rosa', lastName: 'Pit', email: ` ${email.toUpperCase()} `, role: 'store_manager', storeIds: [austin] });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ email, role: 'store_manager', status: 'invited', secondFactor: false, stores: [{ id: austin, title: 'Austin Team Test' }] });
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    // Sent from a French console: the email is in French, with the console's link.
    expect(mail!.subject).toContain('Vous êtes invité');
    expect(mail!.text).toContain('/ca/fr/staff/invite#token=');
    expect(mail!.text).toContain(`${INVITE_LINK_HOURS} heures`);

    const token = await mailedToken(email);
    // No password signs in before the link is used.
    expect((await staff.login(email, CHOSEN)).statusCode).toBe(401);
    expect((await check(token)).json()).toMatchObject({ email, firstName: 'Rosa', role: 'store_manager' });
    const weak = await accept(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('password_too_short');

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().staff).toMatchObject({ email, role: 'store_manager', mustChangePassword: false });
    expect((await staff.queue(accepted.json().token, austin)).statusCode).toBe(200);
    expect((await staff.login(email, CHOSEN)).statusCode).toBe(200);

    const again = await accept(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('staff_team_invite_used');
    expect((await check(token)).json().code).toBe('staff_team_invite_used');
    const listed = (await call(adminToken, 'GET', '/admin/staff')).json().members.find((member: { email: string }) => member.email === email);
    expect(listed).toMatchObject({ status: 'active', inviteExpiresAt: null });

    const audit = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, String(accepted.json().staff.id)));
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['staff-invite', 'staff-invite-accept']));
    expect(audit.find((row) => row.action === 'staff-invite')).toMatchObject({ staffId: adminId, clientAddress: CLIENT, after: { email, role: 'store_manager', storeIds: [austin] } });
  });

  it('refuses an expired link, and a link replaced by sending the invitation again', async () => {
    const email = newEmail();
    const member = (await invite(adminToken, { firstName: 'Lee', lastName: 'Ash', email, role: 'store_staff', storeIds: [dallas] })).json();
    const first = await mailedToken(email);
    const resent = await call(adminToken, 'POST', `/admin/staff/${member.id}/invite`);
    expect(resent.statusCode).toBe(200);
    const second = await mailedToken(email);
    expect(second).not.toBe(first);
    expect((await accept(first)).json().code).toBe('staff_team_invite_replaced');
    expect((await check('not-a-real-token')).json().code).toBe('staff_team_invite_unknown');

    t.clock.advance(INVITE_LINK_HOURS * 3600_000 + 1000);
    try {
      const expired = await accept(second);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ code: 'staff_team_invite_expired' });
      // A new link works again (the admin's own session of days ago has ended).
      const laterToken = await staff.signIn(admin);
      expect((await call(laterToken, 'POST', `/admin/staff/${member.id}/invite`)).statusCode).toBe(200);
      expect((await accept(await mailedToken(email))).statusCode).toBe(200);
      expect((await call(laterToken, 'POST', `/admin/staff/${member.id}/invite`)).json().code).toBe('staff_team_already_joined');
    } finally {
      t.clock.advance(-(INVITE_LINK_HOURS * 3600_000 + 1000));
    }
  });

  it('refuses a taken email, missing stores and a store of another brand', async () => {
    const email = newEmail();
    expect((await invite(adminToken, { firstName: 'A', lastName: 'B', email, role: 'store_staff', storeIds: [austin] })).statusCode).toBe(201);
    const taken = await invite(adminToken, { firstName: 'A', lastName: 'B', email, role: 'store_staff', storeIds: [austin] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'staff_team_email_taken', params: { email } });
    expect((await invite(adminToken, { firstName: 'A', lastName: 'B', email: newEmail(), role: 'store_staff', storeIds: [] })).json().code).toBe('staff_team_stores_required');
    expect((await invite(adminToken, { firstName: ' ', lastName: 'B', email: 'nope', role: 'store_staff', storeIds: [austin] })).json()).toMatchObject({ code: 'first_name_required', errors: ['First name is required', 'Invalid email address'] });
    const unknown = await invite(adminToken, { firstName: 'A', lastName: 'B', email: newEmail(), role: 'store_staff', storeIds: [999_999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('store_not_found');
  });

  it('limits a store manager to store staff and managers of their own stores; store staff get 403', async () => {
    const manager = await buildStaff(t.db, { role: 'store_manager', storeIds: [austin] });
    const managerToken = await staff.signIn(manager);
    const theirs = await buildStaff(t.db, { role: 'store_staff', storeIds: [austin, dallas] });
    const elsewhere = await buildStaff(t.db, { role: 'store_staff', storeIds: [dallas] });

    const team = (await call(managerToken, 'GET', '/admin/staff')).json();
    expect(team.roles).toEqual(['store_staff', 'store_manager']);
    expect(team.stores.map((store: { id: number }) => store.id)).toEqual([austin]);
    const ids = team.members.map((member: { id: number }) => member.id);
    expect(ids).toContain(theirs.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(ids).not.toContain(adminId);
    // Only the manager's own stores show of a member who works elsewhere too.
    expect(team.members.find((member: { id: number }) => member.id === theirs.id).stores).toEqual([{ id: austin, title: 'Austin Team Test' }]);

    expect((await invite(managerToken, { firstName: 'A', lastName: 'B', email: newEmail(), role: 'brand_admin', storeIds: [] })).json()).toMatchObject({ code: 'staff_team_role_not_allowed' });
    expect((await invite(managerToken, { firstName: 'A', lastName: 'B', email: newEmail(), role: 'store_staff', storeIds: [dallas] })).statusCode).toBe(404);
    expect((await invite(managerToken, { firstName: 'A', lastName: 'B', email: newEmail(), role: 'store_staff', storeIds: [austin] })).statusCode).toBe(201);

    for (const [method, url] of [['PUT', `/admin/staff/${elsewhere.id}`], ['POST', `/admin/staff/${elsewhere.id}/deactivate`], ['POST', `/admin/staff/${adminId}/invite`]] as const) {
      const refused = await call(managerToken, method, url, method === 'PUT' ? { role: 'store_staff', storeIds: [austin] } : undefined);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('staff_team_member_not_found');
    }
    // A change keeps the member's other stores, which the manager does not see.
    const changed = await call(managerToken, 'PUT', `/admin/staff/${theirs.id}`, { role: 'store_manager', storeIds: [austin] });
    expect(changed.statusCode).toBe(200);
    expect((await call(adminToken, 'GET', '/admin/staff')).json().members.find((member: { id: number }) => member.id === theirs.id)).toMatchObject({
      role: 'store_manager',
      stores: [{ id: austin }, { id: dallas }],
    });
    expect((await call(managerToken, 'PUT', `/admin/staff/${manager.id}`, { role: 'store_staff', storeIds: [austin] })).json().code).toBe('staff_team_not_yourself');

    const clerk = await buildStaff(t.db, { role: 'store_staff', storeIds: [austin] });
    const clerkToken = await staff.signIn(clerk);
    const forbidden = await call(clerkToken, 'GET', '/admin/staff');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('staff_team_managers_only');
    expect((await call(clerkToken, 'POST', `/admin/staff/${theirs.id}/deactivate`)).statusCode).toBe(403);

    const audit = await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'staff-change'), eq(staffAuditLog.subjectId, String(theirs.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: manager.id, before: { role: 'store_staff', storeIds: [austin, dallas].sort((a, b) => a - b) }, after: { role: 'store_manager' } });
  });

  it('deactivating a member refuses their session at its next request and their sign-in; reactivating lets them sign in again', async () => {
    const member = await buildStaff(t.db, { role: 'store_manager', storeIds: [austin] });
    const token = await staff.signIn(member);
    expect((await staff.me(token)).statusCode).toBe(200);

    const deactivated = await call(adminToken, 'POST', `/admin/staff/${member.id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().status).toBe('deactivated');
    const refused = await staff.me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('staff_sign_in_required');
    expect((await staff.login(member.email, member.password)).statusCode).toBe(401);
    expect((await call(adminToken, 'POST', `/admin/staff/${member.id}/deactivate`)).json().code).toBe('staff_team_already_deactivated');

    expect((await call(adminToken, 'POST', `/admin/staff/${member.id}/reactivate`)).json().status).toBe('active');
    // The ended session stays ended; a new sign-in works.
    expect((await staff.me(token)).statusCode).toBe(401);
    expect((await staff.login(member.email, member.password)).statusCode).toBe(200);
    const audit = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, String(member.id)));
    expect(audit.filter((row) => row.action === 'staff-deactivate')).toEqual([expect.objectContaining({ before: { active: true }, after: { active: false }, clientAddress: CLIENT })]);
    expect(audit.filter((row) => row.action === 'staff-reactivate')).toHaveLength(1);
  });

  it('resets a member’s second factor from the team: the list shows it gone and they enrol again', async () => {
    const other = await buildStaff(t.db, { role: 'brand_admin' });
    expect((await call(adminToken, 'GET', '/admin/staff')).json().members.find((member: { id: number }) => member.id === other.id).secondFactor).toBe(true);
    expect((await staff.resetSecondFactor(adminToken, other.id)).statusCode).toBe(200);
    expect(await findSecondFactor(t.db, other.id)).toBeUndefined();
    expect((await call(adminToken, 'GET', '/admin/staff')).json().members.find((member: { id: number }) => member.id === other.id).secondFactor).toBe(false);
    const manager = await buildStaff(t.db, { role: 'store_manager', storeIds: [austin] });
    expect((await staff.resetSecondFactor(await staff.signIn(manager), other.id)).statusCode).toBe(403);
  });
});
