/**
 * A store's hours on a real database: a store manager of the store sets split shifts and a night
 * past midnight, adds a holiday closure, changes and deletes it; the store's public answer and the
 * schedule the timeslots are cut from show each change at once; refused hours say why with a
 * code; another store answers 404, store staff 403; every change is audited with before and after.
 */
import { and, desc, eq } from 'drizzle-orm';
import { generateTimeslots, slotClock } from '@/domain/ordering/timeslots';
import { staffAuditLog } from '@/server/db/schema';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { scheduleOf, storesVersion } from '@/server/modules/locations';
import { testDatabases } from '@/server/test/databases';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering';
const CLIENT = '198.51.100.9';
// Hours are read on the diner's calendar (the real time here), in the store's time zone.
const dayAhead = (days: number) => slotClock(Date.now() + days * 24 * 3600_000, 'America/Chicago').date;
const TODAY = dayAhead(0);
const COMING = dayAhead(2);
const YESTERDAY = dayAhead(-1);

const openWeek = () =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    intervals: weekday === 5 ? [{ opened: '17:00', closed: '01:30' }, { opened: '11:00', closed: '14:00' }] : [{ opened: '11:00', closed: '21:00' }],
    byAppointmentOnly: false,
  }));

describe.each(testDatabases())('store hours on %s', (kind) => {
  let t: AuthTestApp;
  let store: number;
  let other: number;
  let managerToken: string;
  let adminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    t = await buildAuthApp(kind);
    await buildReferenceData(t.db);
    store = (await buildLocation(t.db, { title: 'Hours Test Dallas' })).id;
    other = (await buildLocation(t.db, { title: 'Hours Test Austin' })).id;
    const client = staffClient(t.app);
    managerToken = await client.signIn(await buildStaff(t.db, { role: 'store_manager', storeIds: [store] }));
    adminToken = await client.signIn(await buildStaff(t.db, { role: 'brand_admin' }));
    staffToken = await client.signIn(await buildStaff(t.db, { role: 'store_staff', storeIds: [store] }));
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PREFIX}${url}`, headers: { authorization: `Bearer ${token}` }, payload, remoteAddress: CLIENT });
  const lastAudit = async () => (await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectType, 'store-hours')).orderBy(desc(staffAuditLog.id)).limit(1))[0]!;

  it('a manager sets split shifts and a night past midnight; the week reads back in opening order, audited', async () => {
    const versionBefore = await storesVersion(t.db);
    const response = await call(managerToken, 'PUT', `/admin/stores/${store}/hours`, { week: openWeek() });
    expect(response.statusCode).toBe(200);
    const hours = response.json();
    expect(hours.today).toBe(TODAY);
    expect(hours.week[4]).toEqual({ weekday: 5, intervals: [{ opened: '11:00', closed: '14:00' }, { opened: '17:00', closed: '01:30' }], byAppointmentOnly: false });
    expect(await storesVersion(t.db)).not.toBe(versionBefore);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'store-hours-change', locationId: store, clientAddress: CLIENT, subjectId: String(store) });
    expect((audit.after as { week: unknown[] }).week).toHaveLength(7);
  });

  it('refuses overlapping intervals and a night running into the next day, with the code and the day', async () => {
    const week = openWeek();
    week[1] = { weekday: 2, intervals: [{ opened: '11:00', closed: '15:00' }, { opened: '14:00', closed: '21:00' }], byAppointmentOnly: false };
    const overlap = await call(managerToken, 'PUT', `/admin/stores/${store}/hours`, { week });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toMatchObject({ code: 'staff_hours_overlap', params: { day: 'tuesday' } });

    const night = openWeek();
    night[5] = { weekday: 6, intervals: [{ opened: '01:00', closed: '12:00' }], byAppointmentOnly: false };
    const runs = await call(managerToken, 'PUT', `/admin/stores/${store}/hours`, { week: night });
    expect(runs.json()).toMatchObject({ statusCode: 400, code: 'staff_hours_overnight_overlap', params: { day: 'friday' } });

    const short = await call(managerToken, 'PUT', `/admin/stores/${store}/hours`, { week: openWeek().slice(1) });
    expect(short.json()).toMatchObject({ statusCode: 400, code: 'staff_hours_week_incomplete' });
  });

  it('a holiday closure shows on the store’s answer and leaves the day out of the timeslots; it is changed, then deleted', async () => {
    const added = await call(managerToken, 'POST', `/admin/stores/${store}/hours/exceptions`, { date: COMING, closed: true, intervals: [], occasion: 'thanksgiving', note: null });
    expect(added.statusCode).toBe(201);
    const exception = added.json();
    expect(exception).toMatchObject({ date: COMING, closed: true, intervals: [], occasion: 'thanksgiving', note: null });
    expect(await lastAudit()).toMatchObject({ action: 'store-hours-exception-add', subjectId: String(exception.id), before: null });

    const location = (await t.app.inject({ method: 'GET', url: `${PREFIX}/locations/${store}` })).json();
    expect(location.hoursExceptions).toEqual([expect.objectContaining({ date: COMING, closed: true, occasion: 'thanksgiving' })]);

    const slotDays = async () => {
      const schedule = await scheduleOf(t.db, { id: store, timeZone: 'America/Chicago' }, TODAY);
      return generateTimeslots({ ...schedule, now: new Date(), leadMinutes: 20, capacity: 5, days: 5 }).map((day) => day.date);
    };
    expect(await slotDays()).not.toContain(COMING);
    expect(await slotDays()).toContain(dayAhead(3));

    const again = await call(managerToken, 'POST', `/admin/stores/${store}/hours/exceptions`, { date: COMING, closed: true, intervals: [], occasion: null, note: 'Inventory' });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'staff_hours_date_taken' });

    const changed = await call(managerToken, 'PUT', `/admin/stores/${store}/hours/exceptions/${exception.id}`, {
      date: COMING,
      closed: false,
      intervals: [{ opened: '10:00', closed: '14:00' }],
      occasion: null,
      note: '  Staff party  ',
    });
    expect(changed.json()).toEqual({ id: exception.id, date: COMING, closed: false, intervals: [{ opened: '10:00', closed: '14:00' }], occasion: null, note: 'Staff party' });
    expect(await lastAudit()).toMatchObject({ action: 'store-hours-exception-change', before: expect.objectContaining({ closed: true }), after: expect.objectContaining({ closed: false }) });
    expect(await slotDays()).toContain(COMING);

    const listed = (await call(adminToken, 'GET', `/admin/stores/${store}/hours`)).json();
    expect(listed.exceptions.map((entry: { id: number }) => entry.id)).toEqual([exception.id]);

    expect((await call(managerToken, 'DELETE', `/admin/stores/${store}/hours/exceptions/${exception.id}`)).statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: 'store-hours-exception-delete', after: null });
    expect((await call(managerToken, 'GET', `/admin/stores/${store}/hours`)).json().exceptions).toEqual([]);
  });

  it('refuses a date past, a closed day with intervals and an unknown occasion, each with its code', async () => {
    const body = { date: YESTERDAY, closed: true, intervals: [], occasion: null, note: null };
    const refused = async (change: object) => (await call(managerToken, 'POST', `/admin/stores/${store}/hours/exceptions`, { ...body, ...change })).json().code;
    expect(await refused({})).toBe('staff_hours_date_past');
    expect(await refused({ date: `${TODAY.slice(0, 8)}32` })).toBe('staff_hours_date_invalid');
    expect(await refused({ date: COMING, intervals: [{ opened: '10:00', closed: '12:00' }] })).toBe('staff_hours_closed_with_intervals');
    expect(await refused({ date: COMING, closed: false })).toBe('staff_hours_intervals_required');
    expect(await refused({ date: COMING, occasion: 'halloween' })).toBe('staff_hours_occasion_unknown');
    expect(await refused({ date: COMING, closed: false, intervals: [{ opened: '9:00', closed: '12:00' }] })).toBe('staff_hours_time_invalid');
  });

  it('another store answers 404 to its manager, store staff 403, and a brand admin reaches every store', async () => {
    const week = { week: openWeek() };
    expect((await call(managerToken, 'GET', `/admin/stores/${other}/hours`)).json()).toMatchObject({ statusCode: 404, code: 'store_not_found' });
    expect((await call(managerToken, 'PUT', `/admin/stores/${other}/hours`, week)).statusCode).toBe(404);
    const theirs = await call(adminToken, 'POST', `/admin/stores/${other}/hours/exceptions`, { date: COMING, closed: true, intervals: [], occasion: 'christmas', note: null });
    expect(theirs.statusCode).toBe(201);
    const path = `/admin/stores/${store}/hours/exceptions/${theirs.json().id}`;
    expect((await call(managerToken, 'DELETE', path)).json()).toMatchObject({ statusCode: 404, code: 'staff_hours_exception_not_found' });
    expect((await call(staffToken, 'GET', `/admin/stores/${store}/hours`)).json()).toMatchObject({ statusCode: 403, code: 'staff_hours_managers_only' });
    expect((await call(staffToken, 'PUT', `/admin/stores/${store}/hours`, week)).statusCode).toBe(403);
    const rows = await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectType, 'store-hours'), eq(staffAuditLog.locationId, other)));
    expect(rows.map((row) => row.action)).toEqual(['store-hours-exception-add']);
  });
});
