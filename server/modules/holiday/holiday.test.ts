import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { CLOCK_HEADER } from '@/server/clock';
import { seedDemoChain } from '@/server/seed';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { orderClient } from '@/server/modules/orders/test-store';

/** Thanksgiving week 2026, 9:00 in Dallas: inside the demo chain's holiday and pre-order periods. */
const THANKSGIVING_WEEK = '2026-11-24T15:00:00Z';

describe.each(testDatabases())('holiday check and holiday pre-orders on %s', (kind) => {
  let context: TestApp;
  let dallas: number;
  let ottawa: number;

  beforeAll(async () => {
    context = await build(kind);
    await seedDemoChain(context.db);
    const idOf = async (slug: string) => (await context.db.select().from(t.locations).where(eq(t.locations.slug, slug)))[0]!.id;
    dallas = await idOf('dallas-lower-greenville');
    ottawa = await idOf('ottawa-byward-market');
  }, 120_000);
  afterAll(() => context.close());

  const check = (query: string, at: string, country = 'US') =>
    context.app.inject({ url: `/online-ordering/holiday-settings/holiday-check${query}`, headers: { [CLOCK_HEADER]: at, 'country-alpha-2': country } });

  describe('GET /holiday-settings/holiday-check', () => {
    it("answers the brand's season in Thanksgiving week", async () => {
      const response = await check('', THANKSGIVING_WEEK);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        isHolidayPeriod: true,
        isPreorderPeriod: true,
        holidayTimeslotGenStartDate: '2026-11-25',
        holidayTimeslotGenEndDate: '2026-12-24',
      });
    });

    it.each([
      ['2026-07-04T12:00:00Z', false, false],
      ['2026-12-23T12:00:00Z', true, false],
      ['2027-01-06T12:00:00Z', false, false],
    ])('at %s: holiday %p, pre-order %p', async (at, holiday, preorder) => {
      expect((await check('', at)).json()).toMatchObject({ isHolidayPeriod: holiday, isPreorderPeriod: preorder });
    });

    it("answers a store without a season of its own with its brand's, on the store's calendar", async () => {
      expect((await check(`?location.id=${dallas}`, THANKSGIVING_WEEK)).json()).toMatchObject({ isHolidayPeriod: true, isPreorderPeriod: true });
      // 6 January 03:00 UTC is still 5 January in Dallas: the last holiday day there, not for the brand.
      expect((await check(`?location.id=${dallas}`, '2027-01-06T03:00:00Z')).json()).toMatchObject({ isHolidayPeriod: true });
      expect((await check('', '2027-01-06T03:00:00Z')).json()).toMatchObject({ isHolidayPeriod: false });
    });

    it("answers a store's own season instead of its brand's", async () => {
      expect((await check(`?location.id=${ottawa}`, THANKSGIVING_WEEK, 'CA')).json()).toEqual({
        isHolidayPeriod: false,
        isPreorderPeriod: false,
        holidayTimeslotGenStartDate: '2026-12-18',
        holidayTimeslotGenEndDate: '2026-12-24',
      });
      expect((await check(`?location.id=${ottawa}`, '2026-12-10T17:00:00Z', 'CA')).json()).toMatchObject({ isHolidayPeriod: true, isPreorderPeriod: true });
    });

    it('answers 404 for an unknown store and for a store of another market', async () => {
      for (const response of [await check('?location.id=999999', THANKSGIVING_WEEK), await check(`?location.id=${ottawa}`, THANKSGIVING_WEEK)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found', message: expect.stringMatching(/^Location \d+ was not found$/) });
      }
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999999999999', '%00'])('answers 400 for the store id %p', async (id) => {
      const response = await check(`?location.id=${id}`, THANKSGIVING_WEEK);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    });

    it('is in the OpenAPI document', async () => {
      const spec = (await context.app.inject({ url: '/docs/json' })).json();
      const operation = spec.paths['/online-ordering/holiday-settings/holiday-check'].get;
      expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toContain('location.id');
      expect(Object.keys(operation.responses['200'].content['application/json'].schema.properties)).toEqual([
        'isHolidayPeriod',
        'isPreorderPeriod',
        'holidayTimeslotGenStartDate',
        'holidayTimeslotGenEndDate',
      ]);
    });
  });

  describe('holiday pre-orders', () => {
    const preorder = async (at: string) => {
      const client = orderClient(context.app, { [CLOCK_HEADER]: at });
      const created = await client.create({ locationId: dallas, handoff: 'pickup', categoryId: 4 });
      expect(created.statusCode).toBe(201);
      const order = created.json();
      return { client, id: order.id as string, token: order.accessToken as string };
    };

    it('offers slots on the pick-up days only, with the 24-hour lead time', async () => {
      const { client, id, token } = await preorder(THANKSGIVING_WEEK);
      const slots = (await client.timeslots(id, token)).json();
      expect(slots.leadMinutes).toBe(24 * 60);
      const dates: string[] = slots.days.map((day: { date: string }) => day.date);
      expect(dates.length).toBeGreaterThan(7);
      expect(dates.every((date) => date >= '2026-11-25' && date <= '2026-12-24')).toBe(true);
      expect(dates[dates.length - 1]).toBe('2026-12-24');
      expect(Date.parse(slots.days[0].slots[0].start)).toBeGreaterThanOrEqual(Date.parse(THANKSGIVING_WEEK) + 24 * 3_600_000);
    });

    it('books a pick-up on Christmas Eve', async () => {
      const { client, id, token } = await preorder(THANKSGIVING_WEEK);
      const eve = (await client.timeslots(id, token)).json().days.find((day: { date: string }) => day.date === '2026-12-24');
      const response = await client.update(id, token, { timeslot: eve.slots[0].start });
      expect(response.statusCode).toBe(200);
      expect(response.json().timeslot).toMatchObject({ start: eve.slots[0].start, asap: false });
    });

    it('refuses a pick-up day after the last one, saying which days are open', async () => {
      const { client, id, token } = await preorder(THANKSGIVING_WEEK);
      const response = await client.update(id, token, { timeslot: '2026-12-26T18:00:00.000Z' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'holiday_preorder_date_outside',
        message: 'Holiday pre-orders can be picked up from 2026-11-25 to 2026-12-24 only',
        params: { start: '2026-11-25', end: '2026-12-24' },
      });
    });

    it('offers no slot and refuses every time once the pre-order period is over', async () => {
      const { client, id, token } = await preorder('2026-12-23T15:00:00Z');
      expect((await client.timeslots(id, token)).json().days).toEqual([]);
      const response = await client.update(id, token, { timeslot: '2026-12-24T18:00:00.000Z' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'holiday_preorder_closed', message: 'Holiday pre-orders are not being taken right now' });
    });

    it('leaves everyday orders to the next days', async () => {
      const client = orderClient(context.app, { [CLOCK_HEADER]: THANKSGIVING_WEEK });
      const order = (await client.create({ locationId: dallas, handoff: 'pickup', categoryId: 1 })).json();
      const slots = (await client.timeslots(order.id, order.accessToken)).json();
      expect(slots.days.length).toBeLessThanOrEqual(7);
      expect(slots.days[0].date).toBe('2026-11-24');
    });
  });
});
