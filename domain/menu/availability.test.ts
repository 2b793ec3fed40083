import type { StoreSchedule } from '../ordering/store-hours';
import { daypartsText, inDayparts, isDaypart, overlappingDayparts, soldOutTodayUntil, unavailabilityAt, type ItemAvailability } from './availability';

const CHICAGO = 'America/Chicago';
const open = (weekday: number, opened: string, closed: string) => ({ weekday, active: true, opened, closed });
/** 11:00–21:00 every day, Friday and Saturday until 01:00. */
const schedule: StoreSchedule = {
  hours: [1, 2, 3, 4, 7].map((weekday) => open(weekday, '11:00', '21:00')).concat([open(5, '11:00', '01:00'), open(6, '11:00', '01:00')]),
  exceptions: [],
  timeZone: CHICAGO,
};

const item = (overrides: Partial<ItemAvailability> = {}): ItemAvailability => ({ sold: true, soldOutUntil: null, dayparts: [], holidayOnly: false, ...overrides });
const at = (iso: string) => ({ at: new Date(iso), timeZone: CHICAGO, holidayDays: [] });

describe('unavailabilityAt', () => {
  it.each([
    ['an everyday item', item(), '2026-11-30T18:00:00Z', null],
    ['an item the store does not sell', item({ sold: false }), '2026-11-30T18:00:00Z', 'not-sold'],
    ['sold out, handoff before it ends', item({ soldOutUntil: '2026-12-01T17:00:00Z' }), '2026-12-01T16:59:00Z', 'sold-out'],
    ['sold out, handoff when it ends', item({ soldOutUntil: '2026-12-01T17:00:00Z' }), '2026-12-01T17:00:00Z', null],
    // 07:00 and 10:59 in Chicago (UTC-6) are breakfast; 11:00 is not.
    ['breakfast only, at 07:00', item({ dayparts: [{ starts: '07:00', ends: '11:00' }] }), '2026-11-30T13:00:00Z', null],
    ['breakfast only, at 10:59', item({ dayparts: [{ starts: '07:00', ends: '11:00' }] }), '2026-11-30T16:59:00Z', null],
    ['breakfast only, at 11:00', item({ dayparts: [{ starts: '07:00', ends: '11:00' }] }), '2026-11-30T17:00:00Z', 'outside-dayparts'],
    ['lunch or dinner, at 18:00', item({ dayparts: [{ starts: '11:00', ends: '14:00' }, { starts: '17:00', ends: '21:00' }] }), '2026-12-01T00:00:00Z', null],
    ['a holiday item outside the season', item({ holidayOnly: true }), '2026-11-30T18:00:00Z', 'holiday-only'],
  ])('%s', (_name, facts, handoff, expected) => {
    expect(unavailabilityAt(facts, at(handoff))).toBe(expected);
  });

  it('orders a holiday item for a day of the season, on the store calendar', () => {
    const season = [{ start: '2026-12-20', end: '2026-12-24' }];
    // 23:30 on 24 December in Chicago is already 25 December in UTC.
    expect(unavailabilityAt(item({ holidayOnly: true }), { at: new Date('2026-12-25T05:30:00Z'), timeZone: CHICAGO, holidayDays: season })).toBeNull();
    expect(unavailabilityAt(item({ holidayOnly: true }), { at: new Date('2026-12-25T18:00:00Z'), timeZone: CHICAGO, holidayDays: season })).toBe('holiday-only');
  });

  it('leaves the holiday flag to the caller that does not know the season', () => {
    expect(unavailabilityAt(item({ holidayOnly: true }), { ...at('2026-11-30T18:00:00Z'), holidayDays: null })).toBeNull();
  });
});

describe('soldOutTodayUntil', () => {
  it.each([
    // Monday 30 November 14:00 in Chicago: back at Tuesday's opening, 11:00.
    ['during the day', '2026-11-30T20:00:00Z', '2026-12-01T17:00:00Z'],
    // Monday 08:00, before opening: today is still the business day.
    ['before opening', '2026-11-30T14:00:00Z', '2026-12-01T17:00:00Z'],
    // Saturday 00:30, Friday's interval still open: Saturday's 11:00 is the next business day.
    ['after midnight in the previous day’s hours', '2026-12-05T06:30:00Z', '2026-12-05T17:00:00Z'],
    // Saturday 23:00: Sunday 11:00.
    ['late on Saturday', '2026-12-06T05:00:00Z', '2026-12-06T17:00:00Z'],
  ])('%s', (_name, now, expected) => {
    expect(soldOutTodayUntil(schedule, new Date(now)).toISOString()).toBe(new Date(expected).toISOString());
  });

  it('skips a closed day (a dated exception)', () => {
    const closedTuesday = { ...schedule, exceptions: [{ date: '2026-12-01', intervals: [] }] };
    expect(soldOutTodayUntil(closedTuesday, new Date('2026-11-30T20:00:00Z')).toISOString()).toBe('2026-12-02T17:00:00.000Z');
  });

  it('ends at the next midnight when the store has no hours', () => {
    expect(soldOutTodayUntil({ hours: [], exceptions: [], timeZone: CHICAGO }, new Date('2026-11-30T20:00:00Z')).toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });
});

describe('isDaypart', () => {
  it.each([
    [{ starts: '07:00', ends: '11:00' }, true],
    [{ starts: '11:00', ends: '07:00' }, false],
    [{ starts: '11:00', ends: '11:00' }, false],
    [{ starts: '7:00', ends: '11:00' }, false],
    [{ starts: '07:00', ends: '24:00' }, false],
  ])('%j → %s', (part, expected) => expect(isDaypart(part)).toBe(expected));
});

describe('overlappingDayparts', () => {
  it('finds two serving times that overlap, and none when they only touch', () => {
    expect(overlappingDayparts([{ starts: '11:00', ends: '14:00' }, { starts: '07:00', ends: '11:30' }])).toEqual([{ starts: '07:00', ends: '11:30' }, { starts: '11:00', ends: '14:00' }]);
    expect(overlappingDayparts([{ starts: '07:00', ends: '11:00' }, { starts: '11:00', ends: '14:00' }])).toBeNull();
  });
});

describe('inDayparts', () => {
  it('serves an item without dayparts all day', () => expect(inDayparts([], new Date('2026-11-30T08:00:00Z'), CHICAGO)).toBe(true));
});

describe('daypartsText', () => {
  it('writes the serving times in order', () => expect(daypartsText([{ starts: '17:00', ends: '21:00' }, { starts: '11:00', ends: '14:00' }])).toBe('11:00–14:00, 17:00–21:00'));
});
