/**
 * The running-late job on a real database, run as of chosen instants (POST /dev/running-late, as
 * the demo does, for one store's orders only, in demo mode only): an order not ready by its promised time plus the brand's grace gets one new
 * ready time, told by text when the diner opted in and by email otherwise; past the second
 * threshold one credit (points for an account, a single-use coupon code for a guest), never twice.
 */
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import { brandLateSettings, couponCodes, coupons, orderLateNotices, outboxEmails, pointsLedger, smsConsents } from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { buildPlacedOrder, buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { buildCustomer } from '@/server/modules/profile/test-customers';
import { recordingSms, type RecordingSms } from './test-text-alerts';

const PREFIX = '/online-ordering';
const MINUTE = 60_000;

describe.each(testDatabases())('running late on %s', (kind) => {
  let t: TestApp;
  let sms: RecordingSms;
  let dallas: number;
  /** Each test promises its orders on a day of its own, so runs of one test never see another's orders. */
  let day = 0;

  beforeAll(async () => {
    sms = recordingSms();
    t = await build(kind, { sms });
    await buildReferenceData(t.db);
    dallas = (await buildLocation(t.db, { city: 'Dallas', title: 'Lower Greenville' })).id;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    sms.sent.length = 0;
    day += 2;
  });

  const promised = () => new Date(Date.UTC(2030, 4, day, 17, 0));
  const at = (minutes: number) => new Date(promised().getTime() + minutes * MINUTE).toISOString();
  const run = async (minutes: number) => {
    const response = await t.app.inject({ method: 'POST', url: `${PREFIX}/dev/running-late`, payload: { now: at(minutes), locationId: dallas } });
    expect(response.statusCode).toBe(200);
    const { noticed, credited } = response.json() as { noticed: number; credited: number };
    return { noticed, credited };
  };
  const lateView = async (order: { id: string; token: string }) =>
    (await t.app.inject({ method: 'GET', url: `${PREFIX}/orders/${order.id}/running-late`, headers: { 'x-order-token': order.token } })).json();
  const mailsOf = (orderId: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.orderId, orderId));

  it('tells a guest a new ready time by email once, then past 30 minutes gives one single-use coupon', async () => {
    const order = await buildPlacedOrder(t.db, dallas, { timeslotStart: promised() });
    expect(await run(9)).toEqual({ noticed: 0, credited: 0 });
    expect(await lateView(order)).toEqual({ late: null });

    expect(await run(11)).toEqual({ noticed: 1, credited: 0 });
    // 11 minutes late: ready 10 minutes from then, on the next 5 minutes (17:25 UTC, 12:25 PM in Dallas).
    expect(await lateView(order)).toEqual({ late: { promisedAt: promised().toISOString(), newReadyAt: at(25), credit: null } });
    const [notice] = await mailsOf(order.id);
    expect(notice).toMatchObject({ kind: 'order-late', subject: `Your order ${order.number} is running late` });
    expect(notice!.text).toContain('12:25 PM');
    expect(await run(12)).toEqual({ noticed: 0, credited: 0 });

    expect(await run(31)).toEqual({ noticed: 0, credited: 1 });
    expect(await run(45)).toEqual({ noticed: 0, credited: 0 });
    const view = await lateView(order);
    expect(view.late.credit).toEqual({ kind: 'coupon', code: expect.stringMatching(/^SORRY-[A-Z2-9]{8}$/), percent: '15' });
    const [code] = await t.db.select({ code: couponCodes.code, serialized: coupons.serialized, typeId: coupons.typeId, value: coupons.value }).from(couponCodes).innerJoin(coupons, eq(coupons.id, couponCodes.couponId)).where(eq(couponCodes.code, view.late.credit.code));
    expect(code).toEqual({ code: view.late.credit.code, serialized: true, typeId: 2, value: '15.00' });
    const mails = await mailsOf(order.id);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['order-late', 'order-late-credit']);
    expect(mails.find((mail) => mail.kind === 'order-late-credit')!.text).toContain(`take 15% off your next order with code ${view.late.credit.code}`);
    expect(sms.sent).toHaveLength(0);
  });

  it('posts the points to a signed-in diner’s ledger once, and tells them by text when they opted in', async () => {
    const customer = await buildCustomer(t.db);
    const order = await buildPlacedOrder(t.db, dallas, { timeslotStart: promised(), customerId: customer.id, locale: 'fr-ca' });
    await t.db.insert(smsConsents).values({ orderId: order.id, brandId: 4, phone: '+12145550166', locale: 'fr-ca', wording: 'J’accepte…', consentedAt: promised() });
    expect(await run(40)).toEqual({ noticed: 1, credited: 1 });
    expect(await run(41)).toEqual({ noticed: 0, credited: 0 });
    const ledger = await t.db.select().from(pointsLedger).where(and(eq(pointsLedger.customerId, customer.id), eq(pointsLedger.reason, 'running_late')));
    expect(ledger).toEqual([expect.objectContaining({ points: 100, orderId: order.id, key: `running-late:${order.id}` })]);
    expect(sms.sent.map((text) => text.body)).toEqual([
      expect.stringContaining(`la commande ${order.number} prend du retard`),
      expect.stringContaining('nous avons ajouté 100 points à votre compte'),
    ]);
    expect(sms.sent.every((text) => text.to === '+12145550166')).toBe(true);
    expect(await mailsOf(order.id)).toHaveLength(0);
    expect((await lateView(order)).late.credit).toEqual({ kind: 'points', points: 100 });
  });

  it('leaves ready, cancelled and unpaid orders alone, and follows the brand’s own grace and credit', async () => {
    const ready = await buildPlacedOrder(t.db, dallas, { timeslotStart: promised(), statusId: ORDER_STATUS.ready });
    const cancelled = await buildPlacedOrder(t.db, dallas, { timeslotStart: promised(), statusId: ORDER_STATUS.cancelled });
    const open = await buildPlacedOrder(t.db, dallas, { timeslotStart: promised(), statusId: ORDER_STATUS.open, paidAt: null });
    const preparing = await buildPlacedOrder(t.db, dallas, { timeslotStart: promised(), statusId: ORDER_STATUS.preparing });
    await t.db.insert(brandLateSettings).values({ brandId: 4, graceMinutes: 5, creditAfterMinutes: 15, creditPoints: 50, couponPercent: '20.00' });
    try {
      expect(await run(6)).toEqual({ noticed: 1, credited: 0 });
      expect(await run(16)).toEqual({ noticed: 0, credited: 1 });
      for (const order of [ready, cancelled, open]) expect(await t.db.select().from(orderLateNotices).where(eq(orderLateNotices.orderId, order.id))).toHaveLength(0);
      expect((await lateView(preparing)).late.credit).toMatchObject({ kind: 'coupon', percent: '20' });
    } finally {
      await t.db.delete(brandLateSettings).where(eq(brandLateSettings.brandId, 4));
    }
  });

  it('credits once when two runs race', async () => {
    const order = await buildPlacedOrder(t.db, dallas, { timeslotStart: promised() });
    const results = await Promise.all([run(35), run(35), run(35)]);
    expect(results.reduce((sum, result) => sum + result.credited, 0)).toBe(1);
    expect(results.reduce((sum, result) => sum + result.noticed, 0)).toBe(1);
    const mails = await mailsOf(order.id);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['order-late', 'order-late-credit']);
  });

  it('shows staff the new time and the credit on the order in the store’s queue', async () => {
    const order = await buildPlacedOrder(t.db, dallas, { timeslotStart: promised(), statusId: ORDER_STATUS.preparing });
    await run(11);
    await run(31);
    const staff = staffClient(t.app);
    const token = await staff.signIn(await buildStaff(t.db, { storeIds: [dallas] }));
    const date = promised().toISOString().slice(0, 10);
    const queue = (await staff.queue(token, dallas, date)).json();
    const shown = queue.orders.find((candidate: { id: string }) => candidate.id === order.id);
    const [notice] = await t.db.select().from(orderLateNotices).where(eq(orderLateNotices.orderId, order.id));
    // New time 12:25 in Dallas (CDT), the coupon the guest was given.
    expect(shown.late).toEqual({ newReadyAt: at(25), newReadyTime: '12:25', credit: { kind: 'coupon', code: notice!.couponCode } });
  });

  it('runs one store’s orders only: another store’s late order is left alone until its own store is run', async () => {
    const austin = (await buildLocation(t.db, { city: 'Austin', title: 'South Lamar' })).id;
    const here = await buildPlacedOrder(t.db, dallas, { timeslotStart: promised() });
    const there = await buildPlacedOrder(t.db, austin, { timeslotStart: promised() });
    expect(await run(11)).toEqual({ noticed: 1, credited: 0 });
    expect(await lateView(here)).toMatchObject({ late: { newReadyAt: at(25) } });
    expect(await lateView(there)).toEqual({ late: null });
    expect(await mailsOf(there.id)).toEqual([]);
    const austinRun = await t.app.inject({ method: 'POST', url: `${PREFIX}/dev/running-late`, payload: { now: at(11), locationId: austin } });
    expect(austinRun.json()).toEqual({ now: at(11), noticed: 1, credited: 0 });
    expect(await lateView(there)).toMatchObject({ late: { newReadyAt: at(25) } });
  });

  it('refuses a run without a store, or of a store that does not exist', async () => {
    const missing = await t.app.inject({ method: 'POST', url: `${PREFIX}/dev/running-late`, payload: { now: at(11) } });
    expect(missing.json()).toMatchObject({ statusCode: 400, code: 'validation' });
    const unknown = await t.app.inject({ method: 'POST', url: `${PREFIX}/dev/running-late`, payload: { now: at(11), locationId: 999_999 } });
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'store_not_found', params: { storeId: 999_999 }, message: 'Store 999999 was not found' });
  });

  it('is absent outside demo mode', async () => {
    const context = await build(kind, { config: { demoMode: false } });
    try {
      const answer = await context.app.inject({ method: 'POST', url: `${PREFIX}/dev/running-late`, payload: { now: at(11), locationId: dallas } });
      expect(answer.json()).toMatchObject({ statusCode: 404 });
    } finally {
      await context.close();
    }
  });

  it('refuses a run as of something that is no instant', async () => {
    for (const now of ['yesterday', '2030-13-01T00:00:00Z', '']) {
      const response = await t.app.inject({ method: 'POST', url: `${PREFIX}/dev/running-late`, payload: { now, locationId: dallas } });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation');
    }
  });
});
