import { intervalsOn, isOpenAt, nextOpening, upcomingExceptions, windowsOn, type HoursException, type StoreSchedule, type WeeklyHoursEntry } from './store-hours';
import { generateTimeslots, validateSlot, type TimeslotRequest } from './timeslots';

const CHICAGO = 'America/Chicago';
const TORONTO = 'America/Toronto';

function everyDay(...intervals: [string, string][]): WeeklyHoursEntry[] {
  return [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => intervals.map(([opened, closed]) => ({ weekday, active: true, opened, closed })));
}

/** Lunch 11:00–14:00 and dinner 17:00–22:00 every day; Friday's dinner runs to 01:00. */
const SPLIT: WeeklyHoursEntry[] = [
  ...everyDay(['11:00:00', '14:00:00']),
  ...[1, 2, 3, 4, 6, 7].map((weekday) => ({ weekday, active: true, opened: '17:00:00', closed: '22:00:00' })),
  { weekday: 5, active: true, opened: '17:00:00', closed: '01:00:00' },
];

const EXCEPTIONS: HoursException[] = [
  { date: '2026-11-26', intervals: [], note: 'Thanksgiving' },
  { date: '2026-12-31', intervals: [{ opened: '11:00', closed: '02:00' }], note: 'New Year’s Eve' },
];

const SCHEDULE: StoreSchedule = { hours: SPLIT, exceptions: EXCEPTIONS, timeZone: CHICAGO };

const date = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

describe('intervalsOn', () => {
  it.each([
    ['a weekday with a lunch gap', '2026-11-24', [['11:00:00', '14:00:00'], ['17:00:00', '22:00:00']]],
    ['a closed exception', '2026-11-26', []],
    ['a replacement exception', '2026-12-31', [['11:00', '02:00']]],
    ['Friday, dinner past midnight', '2026-11-27', [['11:00:00', '14:00:00'], ['17:00:00', '01:00:00']]],
  ])('%s (%s)', (_name, day, expected) => {
    expect(intervalsOn(date(day), SPLIT, EXCEPTIONS).map((interval) => [interval.opened, interval.closed])).toEqual(expected);
  });

  it('orders intervals by opening whatever order they are stored in, and skips inactive and by-appointment entries', () => {
    const hours: WeeklyHoursEntry[] = [
      { weekday: 2, active: true, opened: '17:00', closed: '22:00' },
      { weekday: 2, active: true, opened: '11:00', closed: '14:00' },
      { weekday: 2, active: false, opened: '08:00', closed: '09:00' },
      { weekday: 3, active: true, opened: '08:00', closed: '17:00', byAppointmentOnly: true },
    ];
    expect(intervalsOn(date('2026-11-24'), hours).map((interval) => interval.opened)).toEqual(['11:00', '17:00']);
    expect(intervalsOn(date('2026-11-25'), hours)).toEqual([]);
  });
});

describe('isOpenAt (America/Chicago, CST = UTC-6)', () => {
  it.each([
    ['Tuesday 10:59, before lunch', '2026-11-24T16:59:00Z', false],
    ['Tuesday 11:00, lunch opens', '2026-11-24T17:00:00Z', true],
    ['Tuesday 13:59, lunch', '2026-11-24T19:59:00Z', true],
    ['Tuesday 14:00, the gap starts', '2026-11-24T20:00:00Z', false],
    ['Tuesday 16:59, still in the gap', '2026-11-24T22:59:00Z', false],
    ['Tuesday 17:00, dinner opens', '2026-11-24T23:00:00Z', true],
    ['Tuesday 22:00, closed', '2026-11-25T04:00:00Z', false],
    ['Thanksgiving 12:00, closed all day', '2026-11-26T18:00:00Z', false],
    ['Friday 12:00 after Thanksgiving', '2026-11-27T18:00:00Z', true],
    ['Saturday 00:30, Friday dinner past midnight', '2026-11-28T06:30:00Z', true],
    ['Saturday 01:00, Friday dinner closed', '2026-11-28T07:00:00Z', false],
    ['New Year’s Eve 15:00, no gap that day', '2026-12-31T21:00:00Z', true],
    ['New Year’s Day 01:30, the extended night', '2027-01-01T07:30:00Z', true],
    ['New Year’s Day 02:00, closed', '2027-01-01T08:00:00Z', false],
  ])('%s → %p', (_name, now, expected) => {
    expect(isOpenAt(SCHEDULE, new Date(now))).toBe(expected);
  });
});

describe('nextOpening', () => {
  it.each([
    ['in the lunch gap: dinner today', '2026-11-24T21:00:00Z', '2026-11-24T23:00:00.000Z'],
    ['after Wednesday close: skips closed Thanksgiving', '2026-11-26T05:00:00Z', '2026-11-27T17:00:00.000Z'],
    ['exactly at opening', '2026-11-24T17:00:00Z', '2026-11-24T17:00:00.000Z'],
  ])('%s', (_name, now, expected) => {
    expect(nextOpening(SCHEDULE, new Date(now))?.toISOString()).toBe(expected);
  });

  it('is null when the store never opens within the horizon', () => {
    expect(nextOpening({ hours: [], timeZone: CHICAGO }, new Date('2026-11-24T12:00:00Z'))).toBeNull();
  });
});

describe('daylight-saving changes', () => {
  const lateNight = everyDay(['18:00', '03:00']);

  it.each([
    // Spring forward: 02:00 → 03:00 on 2026-03-08 (Chicago and Toronto), the night is an hour shorter.
    [CHICAGO, '2026-03-07', 8 * 60],
    [TORONTO, '2026-03-07', 8 * 60],
    // Fall back: 02:00 → 01:00 on 2026-11-01, the night is an hour longer.
    [CHICAGO, '2026-10-31', 10 * 60],
    [TORONTO, '2026-10-31', 10 * 60],
    [CHICAGO, '2026-07-04', 9 * 60],
  ])('%s, the night starting %s lasts %p minutes', (timeZone, day, minutes) => {
    const [window] = windowsOn(date(day), { hours: lateNight, timeZone });
    expect(window && (window.closes - window.opens) / 60_000).toBe(minutes);
  });

  it.each([
    // 2026-03-08 Toronto: 01:30 EST is open, 02:30 does not exist, 03:30 EDT is closed.
    [TORONTO, '2026-03-08T06:30:00Z', true],
    [TORONTO, '2026-03-08T07:30:00Z', false],
    // 2026-11-01 Chicago: the second 01:30 (CST) and 02:30 CST are still open, 03:00 CST closes.
    [CHICAGO, '2026-11-01T07:30:00Z', true],
    [CHICAGO, '2026-11-01T08:30:00Z', true],
    [CHICAGO, '2026-11-01T09:00:00Z', false],
  ])('%s at %s → %p', (timeZone, now, expected) => {
    expect(isOpenAt({ hours: lateNight, timeZone }, new Date(now))).toBe(expected);
  });

  it('the split day on spring-forward Sunday in Toronto opens at local 11:00 and 17:00 (EDT)', () => {
    const windows = windowsOn(date('2026-03-08'), { hours: SPLIT, timeZone: TORONTO });
    expect(windows.map((window) => new Date(window.opens).toISOString())).toEqual(['2026-03-08T15:00:00.000Z', '2026-03-08T21:00:00.000Z']);
  });
});

describe('timeslots with split hours and exceptions', () => {
  function request(now: string, overrides: Partial<TimeslotRequest> = {}): TimeslotRequest {
    return { hours: SPLIT, exceptions: EXCEPTIONS, timeZone: CHICAGO, now: new Date(now), leadMinutes: 20, capacity: 2, days: 1, ...overrides };
  }

  it('offers no slot in the lunch gap: last lunch slot 13:45, first dinner slot 17:00', () => {
    const [day] = generateTimeslots(request('2026-11-24T12:00:00Z'));
    const labels = day?.slots.map((slot) => slot.label) ?? [];
    expect(labels).toContain('13:45');
    expect(labels).toContain('17:00');
    expect(labels.filter((label) => label >= '14:00' && label < '17:00')).toEqual([]);
    expect(labels).toHaveLength(12 + 20);
  });

  it('offers nothing on a closed exception day, and the next day goes on', () => {
    const days = generateTimeslots(request('2026-11-25T12:00:00Z', { days: 3 }));
    expect(days.map((day) => day.date)).toEqual(['2026-11-25', '2026-11-27']);
  });

  it('keeps Wednesday’s slots before Thanksgiving but none on the day', () => {
    const wednesdayLate = everyDay(['18:00', '01:00']);
    const days = generateTimeslots(request('2026-11-25T18:00:00Z', { hours: wednesdayLate, days: 2 }));
    // Wednesday's night runs to 01:00 Thursday, so 00:00–00:45 Thursday still belong to it.
    expect(days.map((day) => [day.date, day.slots[0]?.label, day.slots[day.slots.length - 1]?.label])).toEqual([
      ['2026-11-25', '18:00', '23:45'],
      ['2026-11-26', '00:00', '00:45'],
    ]);
  });

  it('refuses a scheduled order for a time on a closure', () => {
    expect(validateSlot({ ...request('2026-11-24T12:00:00Z', { days: 7 }), start: '2026-11-26T18:00:00Z' })).toEqual({
      ok: false,
      reason: 'Please select valid time',
    });
    expect(validateSlot({ ...request('2026-11-24T12:00:00Z', { days: 7 }), start: '2026-11-24T21:00:00Z' }).ok).toBe(false);
    expect(validateSlot({ ...request('2026-11-24T12:00:00Z', { days: 7 }), start: '2026-11-24T23:00:00Z' }).ok).toBe(true);
  });

  it('follows an extended New Year’s Eve to 02:00', () => {
    const days = generateTimeslots(request('2026-12-31T12:00:00Z', { days: 2 }));
    const eve = days.find((day) => day.date === '2026-12-31');
    expect(eve?.slots[eve.slots.length - 1]?.label).toBe('23:45');
    expect(days.find((day) => day.date === '2027-01-01')?.slots[0]?.label).toBe('00:00');
  });
});

describe('upcomingExceptions', () => {
  it('keeps exceptions from the date for the given days, in order', () => {
    const exceptions = [EXCEPTIONS[1]!, EXCEPTIONS[0]!, { date: '2026-11-20', intervals: [] }];
    expect(upcomingExceptions(exceptions, '2026-11-24', 45).map((exception) => exception.date)).toEqual(['2026-11-26', '2026-12-31']);
    expect(upcomingExceptions(exceptions, '2026-11-24', 30).map((exception) => exception.date)).toEqual(['2026-11-26']);
  });
});
