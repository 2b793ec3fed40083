import { addDays, formatLocalDate, formatLocalTime, isoWeekday, offsetAt, parseTimeOfDay, toLocal, zonedToUtc } from './zoned-time';

const CHICAGO = 'America/Chicago';
const utc = (iso: string): number => Date.parse(iso);

describe('toLocal', () => {
  it.each([
    ['2025-07-04T17:00:00Z', CHICAGO, { year: 2025, month: 7, day: 4, hour: 12, minute: 0, second: 0 }],
    ['2025-01-01T05:59:59Z', CHICAGO, { year: 2024, month: 12, day: 31, hour: 23, minute: 59, second: 59 }],
    ['2025-01-01T06:00:00Z', CHICAGO, { year: 2025, month: 1, day: 1, hour: 0, minute: 0, second: 0 }],
    ['2025-03-09T08:00:00Z', CHICAGO, { year: 2025, month: 3, day: 9, hour: 3, minute: 0, second: 0 }],
    ['2025-07-04T17:00:00Z', 'America/St_Johns', { year: 2025, month: 7, day: 4, hour: 14, minute: 30, second: 0 }],
  ])('%s in %s', (iso, zone, expected) => {
    expect(toLocal(utc(iso), zone)).toEqual(expected);
  });

  it('names an unknown zone', () => {
    expect(() => toLocal(0, 'Mars/Olympus')).toThrow('Unknown time zone "Mars/Olympus"');
  });
});

describe('offsetAt', () => {
  it.each([
    ['2025-01-15T12:00:00Z', CHICAGO, -6],
    ['2025-07-15T12:00:00Z', CHICAGO, -5],
    ['2025-03-09T07:59:59Z', CHICAGO, -6],
    ['2025-03-09T08:00:00Z', CHICAGO, -5],
    ['2025-07-15T12:00:00Z', 'America/Toronto', -4],
    ['2025-07-15T12:00:00Z', 'UTC', 0],
    ['2025-07-15T12:00:00.250Z', 'Asia/Tokyo', 9],
  ])('%s in %s is UTC%p h', (iso, zone, hours) => {
    expect(offsetAt(utc(iso), zone)).toBe(hours * 3_600_000);
  });

  it.each([
    ['the spring-forward', CHICAGO, '2025-03-09T06:30:00Z'],
    ['the fall-back', CHICAGO, '2025-11-02T05:30:00Z'],
    ['a half-hour shift', 'Australia/Lord_Howe', '2025-04-05T13:30:00Z'],
    ['a shift at 00:44:30 UTC, inside a quarter hour', 'Africa/Monrovia', '1972-01-06T23:30:00Z'],
  ])('agrees with Intl every few seconds around %s in %s', (_what, zone, from) => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    const fromIntl = (instant: number) => {
      const parts = Object.fromEntries(intl.formatToParts(instant).filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]));
      return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
    };
    for (let instant = utc(from); instant < utc(from) + 3 * 3_600_000; instant += 7_000) {
      const expected = fromIntl(instant);
      expect(toLocal(instant, zone)).toEqual(expected);
      expect(offsetAt(instant, zone)).toBe(Date.UTC(expected.year!, expected.month! - 1, expected.day, expected.hour, expected.minute, expected.second) - instant);
    }
  });
});

describe('zonedToUtc', () => {
  it.each([
    [{ year: 2025, month: 7, day: 4 }, 11 * 60, CHICAGO, '2025-07-04T16:00:00.000Z'],
    [{ year: 2025, month: 1, day: 4 }, 11 * 60, CHICAGO, '2025-01-04T17:00:00.000Z'],
    [{ year: 2025, month: 3, day: 9 }, 11 * 60, CHICAGO, '2025-03-09T16:00:00.000Z'],
    [{ year: 2025, month: 3, day: 9 }, 150, CHICAGO, '2025-03-09T08:30:00.000Z'], // 02:30 does not exist: 03:30 CDT
    [{ year: 2025, month: 11, day: 2 }, 90, CHICAGO, '2025-11-02T06:30:00.000Z'], // 01:30 happens twice: the first (CDT)
    [{ year: 2025, month: 3, day: 8 }, 26 * 60, CHICAGO, '2025-03-09T08:00:00.000Z'], // 02:00 the next day, skipped: 03:00 CDT
    [{ year: 2025, month: 12, day: 31 }, 1440, CHICAGO, '2026-01-01T06:00:00.000Z'],
    [{ year: 2025, month: 7, day: 4 }, 0, 'Asia/Tokyo', '2025-07-03T15:00:00.000Z'],
  ])('%p + %p min in %s', (date, minutes, zone, expected) => {
    expect(new Date(zonedToUtc(date, minutes, zone)).toISOString()).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    [{ year: 2025, month: 1, day: 31 }, 1, { year: 2025, month: 2, day: 1 }],
    [{ year: 2024, month: 2, day: 28 }, 1, { year: 2024, month: 2, day: 29 }],
    [{ year: 2025, month: 1, day: 1 }, -1, { year: 2024, month: 12, day: 31 }],
    [{ year: 2025, month: 3, day: 8 }, 0, { year: 2025, month: 3, day: 8 }],
  ])('%p + %p days', (date, days, expected) => {
    expect(addDays(date, days)).toEqual(expected);
  });
});

describe('isoWeekday', () => {
  it.each([
    [{ year: 2025, month: 3, day: 9 }, 7],
    [{ year: 2025, month: 3, day: 10 }, 1],
    [{ year: 2025, month: 3, day: 15 }, 6],
  ])('%p → %p', (date, expected) => {
    expect(isoWeekday(date)).toBe(expected);
  });
});

describe('formatLocalDate', () => {
  it.each([
    [{ year: 2025, month: 3, day: 9 }, '2025-03-09'],
    [{ year: 2025, month: 12, day: 31 }, '2025-12-31'],
  ])('%p → %s', (date, expected) => {
    expect(formatLocalDate(date)).toBe(expected);
  });
});

describe('formatLocalTime', () => {
  it.each([
    [{ hour: 0, minute: 5 }, '00:05'],
    [{ hour: 23, minute: 45 }, '23:45'],
  ])('%p → %s', (time, expected) => {
    expect(formatLocalTime(time)).toBe(expected);
  });
});

describe('parseTimeOfDay', () => {
  it.each([
    ['00:00:00', 0],
    ['11:00:00', 660],
    ['21:30', 1290],
    ['23:59:59', 1439],
    ['24:00:00', 1440],
  ])('%s → %p', (value, expected) => {
    expect(parseTimeOfDay(value)).toBe(expected);
  });

  it.each(['', '9:00', '25:00:00', '24:30:00', '12:60:00', '12:00:60', 'noon'])('refuses %p', (value) => {
    expect(() => parseTimeOfDay(value)).toThrow(`"${value}" is not a time of day (HH:MM:SS)`);
  });
});
