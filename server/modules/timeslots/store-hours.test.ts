/**
 * Split hours and dated exceptions through the API: the location answer carries each day's
 * intervals and the coming exceptions; timeslots skip the lunch gap and a closed day, and
 * booking a time in either is refused.
 */
import { slotClock } from '@/domain/ordering';
import { addDays, zonedToUtc, type LocalDate } from '@/domain/ordering/zoned-time';
import * as t from '@/server/db/schema';
import { AROUND_THE_CLOCK, buildOrderableStore, orderClient, twoSides, type OrderableStore } from '@/server/modules/orders/test-store';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';

const CHICAGO = 'America/Chicago';
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** Every day lunch 11:00–14:00 and dinner 17:00–22:00. */
const SPLIT = WEEKDAYS.flatMap((weekday) => [
  { weekday, interval: 0, active: true, opened: '11:00:00', closed: '14:00:00' },
  { weekday, interval: 1, active: true, opened: '17:00:00', closed: '22:00:00' },
]);

function localDay(offset: number): { date: LocalDate; iso: string } {
  const [year, month, day] = slotClock(Date.now(), CHICAGO).date.split('-').map(Number) as [number, number, number];
  const date = addDays({ year, month, day }, offset);
  return { date, iso: slotClock(zonedToUtc(date, 12 * 60, CHICAGO), CHICAGO).date };
}

type Slot = { start: string; label: string };
type Day = { date: string; slots: Slot[] };

describe.each(testDatabases())('split hours and exceptions on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let client: ReturnType<typeof orderClient>;
  const closedDay = localDay(2);
  const lateDay = localDay(3);

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildOrderableStore(context.db, { slug: 'split-hours', slotCapacity: 5 }, SPLIT);
    await context.db.insert(t.locationHoursExceptions).values([
      { locationId: store.location.id, date: closedDay.iso, intervals: [], occasion: 'thanksgiving' },
      { locationId: store.location.id, date: lateDay.iso, intervals: [{ opened: '10:30', closed: '01:00' }], note: 'Late night' },
      { locationId: store.location.id, date: localDay(-3).iso, intervals: [], note: 'Past' },
      { locationId: store.location.id, date: localDay(90).iso, intervals: [], note: 'Far ahead' },
    ]);
    client = orderClient(context.app);
  });
  afterAll(() => context.close());

  const cart = async () => {
    const order = (await client.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
    await client.addItem(order.id, order.accessToken, { itemId: store.brisket.id, quantity: 1, optionIds: twoSides(store) });
    return { id: order.id as string, token: order.accessToken as string };
  };

  describe('the location answer', () => {
    it('carries every interval of each day, the first repeated as opened/closed', async () => {
      const response = await context.app.inject({ url: `/online-ordering/locations/${store.location.id}` });
      expect(response.statusCode).toBe(200);
      const { workingHours } = response.json();
      expect(workingHours).toHaveLength(7);
      expect(workingHours[1]).toEqual({
        weekday: 2,
        day: 'tuesday',
        active: true,
        opened: '11:00:00',
        closed: '14:00:00',
        byAppointmentOnly: false,
        intervals: [
          { opened: '11:00:00', closed: '14:00:00' },
          { opened: '17:00:00', closed: '22:00:00' },
        ],
      });
    });

    it('lists the coming exceptions in date order, not past ones nor those months away', async () => {
      const { hoursExceptions } = (await context.app.inject({ url: `/online-ordering/locations/slug/split-hours` })).json();
      expect(hoursExceptions).toEqual([
        { date: closedDay.iso, closed: true, intervals: [], occasion: 'thanksgiving', note: null },
        { date: lateDay.iso, closed: false, intervals: [{ opened: '10:30:00', closed: '01:00:00' }], occasion: null, note: 'Late night' },
      ]);
    });
  });

  it('says whether the store is open now, a closed day included', async () => {
    const open = await buildOrderableStore(context.db, { slug: 'always-open' }, AROUND_THE_CLOCK);
    const closedToday = await buildOrderableStore(context.db, { slug: 'closed-today' }, AROUND_THE_CLOCK);
    await context.db.insert(t.locationHoursExceptions).values({ locationId: closedToday.location.id, date: localDay(0).iso, intervals: [] });
    const answer = async (slug: string) => (await context.app.inject({ url: `/online-ordering/locations/slug/${slug}` })).json();
    expect((await answer('always-open')).openNow).toBe(true);
    expect((await answer('closed-today')).openNow).toBe(false);
    const search = (await context.app.inject({ url: '/online-ordering/locations/search?lat=30.27&lng=-97.74&limit=50' })).json();
    const found = (slug: string) => search.data.find((row: { slug: string }) => row.slug === slug);
    expect(found('closed-today')).toMatchObject({ openNow: false });
    expect(found(open.location.slug)).toMatchObject({ openNow: true });
  });

  describe('timeslots', () => {
    it('offers no time in the lunch gap and none on the closed day', async () => {
      const { id, token } = await cart();
      const body = (await client.timeslots(id, token)).json();
      const days: Day[] = body.days;
      expect(days.map((day) => day.date)).not.toContain(closedDay.iso);
      const regular = days.filter((day) => day.date !== lateDay.iso && day.date !== localDay(4).iso);
      for (const day of regular) {
        for (const slot of day.slots) {
          const lunch = slot.label >= '11:00' && slot.label <= '13:45';
          const dinner = slot.label >= '17:00' && slot.label <= '21:45';
          expect({ date: day.date, label: slot.label, inHours: lunch || dinner }).toEqual({ date: day.date, label: slot.label, inHours: true });
        }
      }
      const tomorrow = days.find((day) => day.date === localDay(1).iso);
      expect(tomorrow?.slots.map((slot) => slot.label)).toEqual([
        ...['11:00', '11:15', '11:30', '11:45', '12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30', '13:45'],
        ...['17:00', '17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45', '19:00', '19:15', '19:30', '19:45'],
        ...['20:00', '20:15', '20:30', '20:45', '21:00', '21:15', '21:30', '21:45'],
      ]);
    });

    it('follows the replacement hours of an exception day, past midnight', async () => {
      const { id, token } = await cart();
      const days: Day[] = (await client.timeslots(id, token)).json().days;
      const late = days.find((day) => day.date === lateDay.iso);
      expect(late?.slots[0]?.label).toBe('10:30');
      expect(late?.slots.map((slot) => slot.label)).toContain('15:00');
      expect(late?.slots[late.slots.length - 1]?.label).toBe('23:45');
      expect(days.find((day) => day.date === localDay(4).iso)?.slots.slice(0, 4).map((slot) => slot.label)).toEqual(['00:00', '00:15', '00:30', '00:45']);
    });

    it.each([
      ['in the lunch gap', () => zonedToUtc(localDay(1).date, 15 * 60, CHICAGO)],
      ['on the closed day', () => zonedToUtc(closedDay.date, 12 * 60, CHICAGO)],
    ])('refuses a time %s with 409 "Please select valid time"', async (_name, instant) => {
      const { id, token } = await cart();
      const response = await client.update(id, token, { timeslot: new Date(instant()).toISOString() });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Please select valid time');
    });

    it('books a dinner time after the gap', async () => {
      const { id, token } = await cart();
      const start = new Date(zonedToUtc(localDay(1).date, 17 * 60, CHICAGO)).toISOString();
      const response = await client.update(id, token, { timeslot: start });
      expect(response.statusCode).toBe(200);
      expect(response.json().timeslot).toMatchObject({ start, label: '17:00' });
    });
  });
});
