/**
 * The staff audit on a real database: refused sign-ins (unknown address, wrong password, too
 * many tries) with the address tried and the client's address, reads of personal data (a job
 * application's file, the privacy requests, one lead, the guests' feedback) one row each, a
 * refused read recording nothing, and the log as brand admins read it: filtered by person, store
 * and days, newest first, without session ids; store staff refused.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { staffAuditLog } from '@/server/db/schema';
import { submitQuote, type QuoteStore } from '@/server/modules/catering/test-quotes';
import { applicationFields, jobClient, multipart, openPositions, PNG } from '@/server/modules/jobs/test-jobs';
import { testDatabases } from '@/server/test/databases';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { recordAudit } from './audit';
import { buildLeadApp, buildQuoteStore, leadClient, type LeadTestApp } from './leads/test-leads';
import { buildStaff, staffClient, type StaffFixture } from './test-staff';

const PREFIX = '/online-ordering';
const CLIENT = '203.0.113.9';

describe.each(testDatabases())('staff audit on %s', (kind) => {
  let t: LeadTestApp;
  let uploads: string;
  let dallas: QuoteStore;
  let austin: QuoteStore;
  let admin: StaffFixture;
  let adminToken: string;
  let dallasStaff: StaffFixture;
  let dallasToken: string;

  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'hickory-audit-'));
    // The API trusts the proxy on loopback, so request.ip is the address it forwards.
    t = await buildLeadApp(kind, { uploadsDir: uploads, trustProxy: { kind: 'ranges', ranges: ['127.0.0.1'] } });
    await buildReferenceData(t.db);
    dallas = await buildQuoteStore(t.db, { city: 'Dallas', slotCapacity: 1000 });
    austin = await buildQuoteStore(t.db, { slotCapacity: 1000 });
    admin = await buildStaff(t.db, { role: 'brand_admin' });
    adminToken = await staffClient(t.app).signIn(admin);
    dallasStaff = await buildStaff(t.db, { storeIds: [dallas.location.id] });
    dallasToken = await staffClient(t.app).signIn(dallasStaff);
  });
  afterAll(async () => {
    await t.close();
    await rm(uploads, { recursive: true, force: true });
  });

  const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'x-forwarded-for': CLIENT });
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url: `${PREFIX}${url}`, headers: auth(token) });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: `${PREFIX}/staff/login`, payload: { email, password }, headers: { 'x-forwarded-for': CLIENT } });
  const readsBy = (staffId: number, subjectType: string) =>
    t.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.staffId, staffId), eq(staffAuditLog.action, 'read'), eq(staffAuditLog.subjectType, subjectType)))
      .orderBy(desc(staffAuditLog.id));
  const failuresOf = (email: string) =>
    t.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.email, email), eq(staffAuditLog.action, 'sign-in-failed')))
      .orderBy(staffAuditLog.id);

  describe('refused sign-ins', () => {
    it('records an unknown address, normalised, with the client address and no password', async () => {
      const response = await login('  Nobody@Whitlocks.EXAMPLE ', 'Guess-Number-1');
      expect(response.statusCode).toBe(401);
      const [row] = await failuresOf('nobody@whitlocks.example');
      expect(row).toMatchObject({ staffId: null, subjectType: 'staff', subjectId: 'unknown', brandId: 4, clientAddress: CLIENT, after: { reason: 'unknown-email' } });
      expect(JSON.stringify(row)).not.toContain('Guess-Number-1');
    });

    it('records a wrong password on the account, then the throttled tries', async () => {
      const member = await buildStaff(t.db, { storeIds: [austin.location.id] });
      for (let n = 0; n < 5; n += 1) expect((await login(member.email, `Wrong-Password-${n}`)).statusCode).toBe(401);
      expect((await login(member.email, member.password)).statusCode).toBe(429);
      const rows = await failuresOf(member.email);
      expect(rows.map((row) => row.after)).toEqual([...Array(5).fill({ reason: 'wrong-password' }), { reason: 'throttled' }]);
      expect(rows.every((row) => row.staffId === member.id && row.clientAddress === CLIENT)).toBe(true);
    });

    it('puts the client address on the old kinds too: a sign-in', async () => {
      const member = await buildStaff(t.db);
      expect((await login(member.email, member.password)).statusCode).toBe(200);
      const [row] = await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.staffId, member.id), eq(staffAuditLog.action, 'sign-in')));
      expect(row?.clientAddress).toBe(CLIENT);
    });
  });

  describe('reads of personal data', () => {
    it('records a job application file read with its store, and nothing for another store’s application', async () => {
      await openPositions(t.db, dallas.location.id, [1]);
      await openPositions(t.db, austin.location.id, [1]);
      const jobs = jobClient(t.app);
      const png = [{ data: PNG, filename: 'photo.png', contentType: 'image/png' }];
      const mine = (await jobs.apply(multipart(applicationFields(dallas.location.id, 1, { email: 'audit-dallas@example.com' }), png))).json().id as string;
      const theirs = (await jobs.apply(multipart(applicationFields(austin.location.id, 1, { email: 'audit-austin@example.com' }), png))).json().id as string;

      expect((await get(dallasToken, `/staff/job-applications/${mine}/file`)).statusCode).toBe(200);
      expect((await get(dallasToken, `/staff/job-applications/${theirs}/file`)).statusCode).toBe(404);
      const rows = await readsBy(dallasStaff.id, 'job-application');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ subjectId: mine, locationId: dallas.location.id, clientAddress: CLIENT });

      expect((await get(dallasToken, '/staff/job-applications?pageSize=5')).statusCode).toBe(200);
      expect((await readsBy(dallasStaff.id, 'job-applications'))[0]).toMatchObject({ subjectId: 'list', after: { filter: { page: 1, pageSize: 5 } } });
    });

    it('records a read of the privacy requests list; a store member’s refused read records nothing', async () => {
      expect((await get(adminToken, '/staff/privacy-requests?page=2')).statusCode).toBe(200);
      expect((await readsBy(admin.id, 'privacy-requests'))[0]).toMatchObject({ subjectId: 'list', after: { filter: { page: 2 } }, clientAddress: CLIENT });
      expect((await get(dallasToken, '/staff/privacy-requests')).statusCode).toBe(403);
      expect(await readsBy(dallasStaff.id, 'privacy-requests')).toEqual([]);
    });

    it('records one row per read of a lead; another store’s lead (404) records nothing', async () => {
      const ours = await submitQuote(t.app, t.db, dallas);
      const elsewhere = await submitQuote(t.app, t.db, austin);
      const leads = leadClient(t.app);
      expect((await leads.get(dallasToken, ours.quote.number)).statusCode).toBe(200);
      expect((await leads.get(dallasToken, ours.quote.number)).statusCode).toBe(200);
      expect((await leads.get(dallasToken, elsewhere.quote.number)).statusCode).toBe(404);
      const rows = await readsBy(dallasStaff.id, 'lead');
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.subjectId === ours.leadId && row.locationId === dallas.location.id)).toBe(true);
      expect(rows.map((row) => row.subjectId)).not.toContain(elsewhere.leadId);
    });

    it('records a read of the guests’ order feedback with its store filter', async () => {
      expect((await get(dallasToken, `/staff/surveys/order-feedback?storeId=${dallas.location.id}`)).statusCode).toBe(200);
      expect((await readsBy(dallasStaff.id, 'order-feedback'))[0]).toMatchObject({
        subjectId: 'list',
        locationId: dallas.location.id,
        after: { filter: { storeId: dallas.location.id } },
      });
      expect((await get(dallasToken, `/staff/surveys/order-feedback?storeId=${austin.location.id}`)).statusCode).toBe(404);
      expect(await readsBy(dallasStaff.id, 'order-feedback')).toHaveLength(1);
    });
  });

  describe('GET /staff/audit-log', () => {
    let member: StaffFixture;

    beforeAll(async () => {
      member = await buildStaff(t.db, { storeIds: [dallas.location.id] });
      const row = { staffId: member.id, action: 'read' as const, subjectId: 'list', clientAddress: '198.51.100.1' };
      await recordAudit(t.db, { ...row, subjectType: 'order-feedback', locationId: dallas.location.id, after: { filter: { page: 1 } }, at: new Date('2029-01-10T12:00:00Z') });
      await recordAudit(t.db, { ...row, subjectType: 'privacy-requests', at: new Date('2029-01-20T12:00:00Z') });
      await recordAudit(t.db, { ...row, subjectType: 'talk-to', locationId: austin.location.id, at: new Date('2029-01-21T23:59:59Z') });
    });

    it('lists a member’s rows newest first, with who, store, target and client address', async () => {
      const response = await get(adminToken, `/staff/audit-log?person=${member.id}`);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: expect.any(Number) });
      expect(page.data.map((entry: { target: { type: string } }) => entry.target.type)).toEqual(['talk-to', 'privacy-requests', 'order-feedback']);
      expect(page.data[2]).toMatchObject({
        at: '2029-01-10T12:00:00.000Z',
        staff: { id: member.id, name: 'Sam Smoke', email: member.email },
        action: 'read',
        store: { id: dallas.location.id, title: dallas.location.title },
        target: { type: 'order-feedback', id: null },
        detail: { filter: { page: 1 } },
        clientAddress: '198.51.100.1',
      });
    });

    it('filters by store and by days (UTC, both included)', async () => {
      const byStore = (await get(adminToken, `/staff/audit-log?person=${member.id}&storeId=${dallas.location.id}`)).json();
      expect(byStore.data.map((entry: { target: { type: string } }) => entry.target.type)).toEqual(['order-feedback']);
      const byDays = (await get(adminToken, `/staff/audit-log?person=${member.id}&from=2029-01-15&to=2029-01-21`)).json();
      expect(byDays.data.map((entry: { target: { type: string } }) => entry.target.type)).toEqual(['talk-to', 'privacy-requests']);
      const paged = (await get(adminToken, `/staff/audit-log?person=${member.id}&pageSize=1&page=2`)).json();
      expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 1, data: [{ target: { type: 'privacy-requests' } }] });
    });

    it('filters by email: a member’s rows, or a refused address’s, with no session id shown', async () => {
      const byEmail = (await get(adminToken, `/staff/audit-log?person=${encodeURIComponent(member.email.toUpperCase())}`)).json();
      expect(byEmail.total).toBe(3);
      const tried = (await get(adminToken, '/staff/audit-log?person=nobody@whitlocks.example')).json();
      expect(tried.data[0]).toMatchObject({ staff: null, emailTried: 'nobody@whitlocks.example', action: 'sign-in-failed', detail: { reason: 'unknown-email' }, clientAddress: CLIENT });
      const own = (await get(adminToken, `/staff/audit-log?person=${admin.id}&pageSize=100`)).json();
      expect(own.data.some((entry: { action: string }) => entry.action === 'sign-in')).toBe(true);
      expect(JSON.stringify(own)).not.toContain('sessionId');
    });

    it('keeps each brand’s log to itself', async () => {
      const otherAdmin = await buildStaff(t.db, { role: 'brand_admin', brandId: 3 });
      const page = (await get(await staffClient(t.app).signIn(otherAdmin), `/staff/audit-log?person=${member.id}`)).json();
      expect(page.total).toBe(0);
      const otherStore = (await buildLocation(t.db, { brandId: 3, title: 'Trailer' })).id;
      expect((await get(adminToken, `/staff/audit-log?storeId=${otherStore}`)).json()).toMatchObject({ statusCode: 404, code: 'store_not_found' });
    });

    it('refuses store staff with 403, and bad days with 400', async () => {
      const refused = await get(dallasToken, '/staff/audit-log');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'audit_log_brand_admin_only', message: 'The staff audit log is for brand administrators only' });
      expect((await get(adminToken, '/staff/audit-log?from=2029-02-30')).json()).toMatchObject({ statusCode: 400, code: 'date_invalid' });
      expect((await get(adminToken, '/staff/audit-log?from=2029-02-01&to=2029-01-01')).json()).toMatchObject({ statusCode: 400, code: 'audit_range_invalid', params: { days: 366 } });
      expect((await get(adminToken, '/staff/audit-log?from=2028-01-01&to=2029-06-01')).json()).toMatchObject({ statusCode: 400, code: 'audit_range_invalid' });
      expect((await t.app.inject({ method: 'GET', url: `${PREFIX}/staff/audit-log` })).statusCode).toBe(401);
      expect((await get(adminToken, '/staff/audit-log?person=9999999999')).json()).toMatchObject({ total: 0, data: [] });
    });
  });
});
