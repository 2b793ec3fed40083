import type { WireHoursException, WireWorkingHours } from '../wire/catalog';
import { firstScheduledTime, momentOf, openingStatus, scheduleOf } from './store-opening';
import type { StoreSchedule, WeeklyHoursEntry } from './store-hours';

const CHICAGO = 'America/Chicago';

/** 10:45–21:00 every day but Monday; Tuesday 2026-11-24 is CST (UTC-6). */
const HOURS: WeeklyHoursEntry[] = [2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, active: true, opened: '10:45:00', closed: '21:00:00' }));
const SCHEDULE: StoreSchedule = { hours: HOURS, exceptions: [{ date: '2026-11-26', intervals: [] }], timeZone: CHICAGO };

describe('scheduleOf', () => {
  it('reads every interval of a wire day, and a closed exception as no intervals', () => {
    const day = (weekday: number, intervals: [string, string][], active = true): WireWorkingHours => ({
      weekday,
      day: 'tuesday',
      active,
      opened: intervals[0]?.[0] ?? null,
      closed: intervals[0]?.[1] ?? null,
      byAppointmentOnly: false,
      intervals: intervals.map(([opened, closed]) => ({ opened, closed })),
    });
    const exception: WireHoursException = { date: '2026-11-26', closed: true, intervals: [{ opened: '10:00:00', closed: '12:00:00' }], occasion: 'thanksgiving', note: null };
    const schedule = scheduleOf({ timeZone: CHICAGO, workingHours: [day(2, [['11:00:00', '14:00:00'], ['17:00:00', '22:00:00']]), day(3, [], false)], hoursExceptions: [exception] });
    expect(schedule.hours.map((entry) => [entry.weekday, entry.opened, entry.closed])).toEqual([
      [2, '11:00:00', '14:00:00'],
      [2, '17:00:00', '22:00:00'],
    ]);
    expect(schedule.exceptions).toEqual([{ date: '2026-11-26', intervals: [] }]);
    expect(schedule.timeZone).toBe(CHICAGO);
  });
});

describe('momentOf', () => {
  it.each([
    ['later the same local day, though the next UTC day', '2026-11-25T03:00:00Z', '2026-11-25T04:30:00Z', 'today', 2, 22, 30],
    ['the next local day, though the same UTC day', '2026-11-25T03:00:00Z', '2026-11-25T16:45:00Z', 'tomorrow', 3, 10, 45],
    ['two local days on', '2026-11-24T12:00:00Z', '2026-11-26T16:45:00Z', 'later', 4, 10, 45],
  ] as const)('%s', (_name, now, instant, day, weekday, hour, minute) => {
    const moment = momentOf(Date.parse(instant), new Date(now), CHICAGO);
    expect(moment).toMatchObject({ day, weekday, hour, minute });
    expect(moment.at.toISOString()).toBe(new Date(instant).toISOString());
  });
});

describe('openingStatus', () => {
  it('is open when the API says the store is open, whatever the hours read', () => {
    expect(openingStatus(SCHEDULE, true, new Date('2026-11-24T08:00:00Z'))).toEqual({ kind: 'open' });
  });

  it.each([
    ['before opening: today 10:45', '2026-11-24T12:00:00Z', 'today', 10, 45],
    ['after closing: tomorrow 10:45', '2026-11-25T03:30:00Z', 'tomorrow', 10, 45],
    ['after Wednesday close, Thanksgiving closed: Friday', '2026-11-26T03:30:00Z', 'later', 10, 45],
    ['Sunday night, Monday closed: Tuesday', '2026-11-30T03:30:00Z', 'later', 10, 45],
  ] as const)('%s', (_name, now, day, hour, minute) => {
    expect(openingStatus(SCHEDULE, false, new Date(now))).toMatchObject({ kind: 'opens', day, hour, minute });
  });

  it('names the weekday it opens on', () => {
    const status = openingStatus(SCHEDULE, false, new Date('2026-11-30T03:30:00Z'));
    expect(status.kind === 'opens' && status.weekday).toBe(2);
  });

  it('is closed when the store does not open within the coming week', () => {
    expect(openingStatus({ hours: [], timeZone: CHICAGO }, false, new Date('2026-11-24T12:00:00Z'))).toEqual({ kind: 'closed' });
  });
});

describe('firstScheduledTime', () => {
  it.each([
    ['hours before opening: the opening slot', 20, '2026-11-24T12:00:00Z', 'today', 10, 45],
    ['15 minutes before opening, a 45-minute lead: now plus the lead, on the grid', 45, '2026-11-24T16:30:00Z', 'today', 11, 15],
    ['after closing: tomorrow at opening', 20, '2026-11-25T03:30:00Z', 'tomorrow', 10, 45],
  ] as const)('%s', (_name, lead, now, day, hour, minute) => {
    expect(firstScheduledTime(SCHEDULE, lead, new Date(now))).toMatchObject({ day, hour, minute });
  });

  it('is null for a store with no hours in the coming week', () => {
    expect(firstScheduledTime({ hours: [], timeZone: CHICAGO }, 20, new Date('2026-11-24T12:00:00Z'))).toBeNull();
  });
});
