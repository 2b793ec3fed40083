/**
 * Pausing a store's online orders on a real database: a store manager pauses pickup for 30
 * minutes and resumes it, each audited with before and after; the store's public answer shows the
 * pause; a handoff the store does not offer, bad minutes, store staff and another store are refused
 * with a code, never a 500.
 */
import { and, desc, eq } from 'drizzle-orm';
import { staffAuditLog } from '@/server/db/schema';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { testDatabases } from '@/server/test/databases';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering';

describe.each(testDatabases())('store pauses on %s', (kind) => {
  let t: AuthTestApp;
  let store: number;
  let other: number;
  let managerToken: string;
  let staffToken: string;

  beforeAll(async () => {
    t = await buildAuthApp(kind);
    await buildReferenceData(t.db);
    store = (await buildLocation(t.db, { title: 'Pause Test Dallas' })).id;
    other = (await buildLocation(t.db, { title: 'Pause Test Austin' })).id;
    const client = staffClient(t.app);
    managerToken = await client.signIn(await buildStaff(t.db, { role: 'store_manager', storeIds: [store] }));
    staffToken = await client.signIn(await buildStaff(t.db, { role: 'store_staff', storeIds: [store] }));
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PREFIX}${url}`, headers: { authorization: `Bearer ${token}` }, payload });
  const audits = () => t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectType, 'store'), eq(staffAuditLog.locationId, store))).orderBy(desc(staffAuditLog.id));
  const pickup = (answer: { handoffs: { handoffId: number; paused: boolean; until: string | null }[] }) => answer.handoffs.find((handoff) => handoff.handoffId === 2);

  it('a manager pauses pickup for 30 minutes and resumes it; the store’s answer shows the pause; both are audited', async () => {
    const before = Date.now();
    const paused = await call(managerToken, 'PUT', `/admin/stores/${store}/pauses/2`, { minutes: 30 });
    expect(paused.statusCode).toBe(200);
    const until = Date.parse(pickup(paused.json())!.until!);
    expect(until).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(until).toBeLessThan(Date.now() + 30 * 60_000 + 1000);
    const [pauseRow] = await audits();
    expect(pauseRow).toMatchObject({ action: 'store-pause', subjectId: `${store}:2`, before: { handoffId: 2, paused: false, until: null }, after: { handoffId: 2, paused: true, minutes: 30 } });

    const location = await t.app.inject({ method: 'GET', url: `${PREFIX}/locations/${store}`, headers: { 'brand-id': '4', 'country-alpha-2': 'US' } });
    expect(location.json().pauses).toEqual([{ handoffId: 2, until: new Date(until).toISOString() }]);
    // The finder's list says so too, on the store's card.
    const listed = await t.app.inject({ method: 'GET', url: `${PREFIX}/locations?page=1&pageSize=100`, headers: { 'brand-id': '4', 'country-alpha-2': 'US' } });
    expect(listed.json().data.find((row: { id: number }) => row.id === store).pauses).toEqual([{ handoffId: 2, until: new Date(until).toISOString() }]);

    const resumed = await call(managerToken, 'DELETE', `/admin/stores/${store}/pauses/2`);
    expect(resumed.statusCode).toBe(200);
    expect(pickup(resumed.json())).toEqual({ handoffId: 2, paused: false, until: null });
    const [resumeRow] = await audits();
    expect(resumeRow).toMatchObject({ action: 'store-resume', before: { paused: true }, after: { paused: false } });
    expect((await t.app.inject({ method: 'GET', url: `${PREFIX}/locations/${store}`, headers: { 'brand-id': '4', 'country-alpha-2': 'US' } })).json().pauses).toEqual([]);
  });

  it('pauses until resumed with minutes null', async () => {
    const answer = await call(managerToken, 'PUT', `/admin/stores/${store}/pauses/2`, { minutes: null });
    expect(pickup(answer.json())).toEqual({ handoffId: 2, paused: true, until: null });
    await call(managerToken, 'DELETE', `/admin/stores/${store}/pauses/2`);
  });

  it.each([
    ['minutes the console does not offer', { minutes: 45 }],
    ['minutes as text', { minutes: '30' }],
    ['no minutes', {}],
    ['an extra field', { minutes: 15, until: 'forever' }],
  ])('refuses %s with 400 and a code', async (_, body) => {
    const answer = await call(managerToken, 'PUT', `/admin/stores/${store}/pauses/2`, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBeTruthy();
  });

  it('refuses a handoff the store does not offer (409), an unknown handoff (400), store staff (403) and another store (404)', async () => {
    const drive = await call(managerToken, 'PUT', `/admin/stores/${store}/pauses/6`, { minutes: 15 });
    expect(drive.statusCode).toBe(409);
    expect(drive.json()).toMatchObject({ code: 'store_pause_handoff_not_offered' });
    expect((await call(managerToken, 'PUT', `/admin/stores/${store}/pauses/5`, { minutes: 15 })).statusCode).toBe(400);
    const staff = await call(staffToken, 'PUT', `/admin/stores/${store}/pauses/2`, { minutes: 15 });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().code).toBe('staff_store_managers_only');
    expect((await call(managerToken, 'PUT', `/admin/stores/${other}/pauses/2`, { minutes: 15 })).statusCode).toBe(404);
    expect((await call(managerToken, 'GET', `/admin/stores/999999/pauses`)).statusCode).toBe(404);
  });
});
