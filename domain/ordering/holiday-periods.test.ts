import {
  daysThrough,
  effectivePeriods,
  holidayCheck,
  isCalendarDay,
  isDayInRange,
  preorderPickupDays,
  type HolidayPeriods,
} from './holiday-periods';
import { generateTimeslots, type WeeklyHoursEntry } from './timeslots';

const brand: HolidayPeriods = {
  holiday: { start: '2026-11-15', end: '2027-01-05' },
  preorder: { start: '2026-11-01', end: '2026-12-22' },
  pickup: { start: '2026-11-25', end: '2026-12-24' },
};
const store: HolidayPeriods = {
  holiday: { start: '2026-12-01', end: '2026-12-31' },
  preorder: { start: '2026-12-01', end: '2026-12-20' },
  pickup: { start: '2026-12-18', end: '2026-12-24' },
};

describe('isCalendarDay', () => {
  it.each([
    ['2026-12-24', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-12-1', false],
    ['24/12/2026', false],
    ['', false],
  ])('%p → %p', (value, expected) => expect(isCalendarDay(value)).toBe(expected));
});

describe('isDayInRange', () => {
  const range = { start: '2026-12-20', end: '2027-01-05' };
  it.each([
    ['2026-12-19', false],
    ['2026-12-20', true],
    ['2026-12-31', true],
    ['2027-01-01', true],
    ['2027-01-05', true],
    ['2027-01-06', false],
  ])('%s across the year end → %p', (day, expected) => expect(isDayInRange(day, range)).toBe(expected));

  it('is false without a range', () => expect(isDayInRange('2026-12-24', null)).toBe(false));
});

describe('effectivePeriods', () => {
  it('takes the store row over the brand row, as a whole', () => expect(effectivePeriods(brand, store)).toBe(store));
  it('falls back to the brand row', () => expect(effectivePeriods(brand, null)).toBe(brand));
  it('is none without either', () => expect(effectivePeriods(null, null)).toBeNull());
});

describe('holidayCheck', () => {
  it.each([
    ['2026-10-31T23:59:59Z', false, false],
    ['2026-11-01T00:00:00Z', false, true],
    ['2026-11-14T23:59:59Z', false, true],
    ['2026-11-15T00:00:00Z', true, true],
    ['2026-11-24T15:00:00Z', true, true],
    ['2026-12-22T23:59:59Z', true, true],
    ['2026-12-23T00:00:00Z', true, false],
    ['2027-01-01T00:00:00Z', true, false],
    ['2027-01-05T23:59:59Z', true, false],
    ['2027-01-06T00:00:00Z', false, false],
    ['2026-07-04T12:00:00Z', false, false],
  ])('brand at %s (UTC): holiday %p, pre-order %p', (now, holiday, preorder) => {
    expect(holidayCheck(brand, new Date(now))).toEqual({
      isHolidayPeriod: holiday,
      isPreorderPeriod: preorder,
      holidayTimeslotGenStartDate: '2026-11-25',
      holidayTimeslotGenEndDate: '2026-12-24',
    });
  });

  it("reads the store's calendar: 6 January 02:00 UTC is still 5 January in Chicago", () => {
    const now = new Date('2027-01-06T02:00:00Z');
    expect(holidayCheck(brand, now, 'America/Chicago').isHolidayPeriod).toBe(true);
    expect(holidayCheck(brand, now).isHolidayPeriod).toBe(false);
  });

  it('answers no period and no dates without settings', () => {
    expect(holidayCheck(null, new Date('2026-12-24T12:00:00Z'))).toEqual({
      isHolidayPeriod: false,
      isPreorderPeriod: false,
      holidayTimeslotGenStartDate: null,
      holidayTimeslotGenEndDate: null,
    });
  });

  it("answers the store's own periods where they replace the brand's", () => {
    const check = holidayCheck(effectivePeriods(brand, store), new Date('2026-11-24T15:00:00Z'), 'America/Chicago');
    expect(check).toEqual({
      isHolidayPeriod: false,
      isPreorderPeriod: false,
      holidayTimeslotGenStartDate: '2026-12-18',
      holidayTimeslotGenEndDate: '2026-12-24',
    });
  });
});

describe('preorderPickupDays', () => {
  it('offers the generation dates while the pre-order period runs', () => {
    expect(preorderPickupDays(brand, new Date('2026-11-24T15:00:00Z'), 'America/Chicago')).toEqual(brand.pickup);
  });
  it('offers none before or after it, or without settings', () => {
    expect(preorderPickupDays(brand, new Date('2026-12-23T12:00:00Z'), 'America/Chicago')).toBeNull();
    expect(preorderPickupDays(brand, new Date('2026-10-31T12:00:00Z'), 'America/Chicago')).toBeNull();
    expect(preorderPickupDays(null, new Date('2026-11-24T12:00:00Z'), 'America/Chicago')).toBeNull();
  });
});

describe('daysThrough', () => {
  it.each([
    ['2026-11-24T15:00:00Z', '2026-12-24', 31],
    ['2026-12-24T15:00:00Z', '2026-12-24', 1],
    ['2026-12-30T15:00:00Z', '2027-01-02', 4],
    ['2026-12-25T15:00:00Z', '2026-12-24', 1],
    ['2026-01-01T15:00:00Z', '2027-12-31', 366],
  ])('from %s through %s: %p days', (now, last, expected) => {
    expect(daysThrough(new Date(now), 'America/Chicago', last)).toBe(expected);
  });
});

describe('pre-order timeslots', () => {
  const hours: WeeklyHoursEntry[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, active: true, opened: '11:00:00', closed: '13:00:00' }));
  const base = { hours, timeZone: 'America/Chicago', now: new Date('2026-11-24T15:00:00Z'), leadMinutes: 24 * 60, capacity: 2 };

  it('are offered on the pick-up days only, first to last', () => {
    const days = generateTimeslots({ ...base, days: 31, pickupDays: { start: '2026-12-20', end: '2026-12-24' } });
    expect(days.map((day) => day.date)).toEqual(['2026-12-20', '2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24']);
    expect(days[0]!.slots[0]).toEqual({ start: '2026-12-20T17:00:00.000Z', label: '11:00', remaining: 2 });
  });

  it('keep the lead time: a pick-up day starting tomorrow opens 24 hours from now', () => {
    const days = generateTimeslots({ ...base, days: 3, pickupDays: { start: '2026-11-24', end: '2026-11-26' } });
    expect(days[0]!.date).toBe('2026-11-25');
    expect(days[0]!.slots[0]!.start).toBe('2026-11-25T17:00:00.000Z');
    expect(days.some((day) => day.date === '2026-11-24')).toBe(false);
  });

  it('keep the capacity: a full slot is left out', () => {
    const days = generateTimeslots({ ...base, days: 31, pickupDays: { start: '2026-12-24', end: '2026-12-24' }, taken: { '2026-12-24T17:00:00.000Z': 2 } });
    expect(days[0]!.slots[0]!.label).toBe('11:15');
  });

  it('are none when no pick-up day applies', () => {
    expect(generateTimeslots({ ...base, days: 31, pickupDays: null })).toEqual([]);
  });
});
