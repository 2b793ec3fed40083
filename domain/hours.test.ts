import { dropSeconds, exceptionLines, formatClock, weeklyHours, WEEKDAYS } from './hours';
import type { WireWorkingHours } from './wire/catalog';

describe('dropSeconds', () => {
  it.each([
    ['11:00:00', '11:00'],
    ['09:30:59', '09:30'],
    ['9:05:00', '9:05'],
    ['23:59:59', '23:59'],
    ['11:00', '11:00'],
    [' 11:00:00 ', '11:00'],
    ['', ''],
  ])('%p -> %p', (time, expected) => {
    expect(dropSeconds(time)).toBe(expected);
  });
});

describe('formatClock', () => {
  it.each([
    ['11:00:00', 'en-us', '11:00 AM'],
    ['00:00:00', 'en-us', '12:00 AM'],
    ['12:00:00', 'en-us', '12:00 PM'],
    ['12:30:00', 'en-ca', '12:30 PM'],
    ['21:15:00', 'en-ae', '9:15 PM'],
    ['24:00:00', 'en-us', '12:00 AM'],
    ['11:59', 'en-us', '11:59 AM'],
    ['21:15:00', 'fr-ca', '21 h 15'],
    ['09:05', 'fr-ca', '9 h 05'],
    ['9:00:00', 'ja-jp', '09:00'],
    ['00:00:00', 'es-mx', '00:00'],
    ['noon', 'en-us', 'noon'],
  ] as const)('%s in %s -> %s', (time, locale, expected) => {
    expect(formatClock(time, locale)).toBe(expected);
  });
});

function day(overrides: Partial<WireWorkingHours> & Pick<WireWorkingHours, 'day' | 'weekday'>): WireWorkingHours {
  const entry = { active: true, opened: '11:00:00', closed: '21:00:00', byAppointmentOnly: false, ...overrides };
  const intervals = entry.active && entry.opened && entry.closed ? [{ opened: entry.opened, closed: entry.closed }] : [];
  return { intervals, ...entry };
}

describe('weeklyHours', () => {
  it('lists Monday to Sunday whatever order the API sent, a missing day Closed', () => {
    const lines = weeklyHours([day({ day: 'sunday', weekday: 7 }), day({ day: 'monday', weekday: 1 })], 'fr-ca');
    expect(lines.map((line) => line.day)).toEqual([...WEEKDAYS]);
    expect(lines[0]).toEqual({ day: 'monday', kind: 'open', intervals: [{ opens: '11 h 00', closes: '21 h 00' }] });
    expect(lines[1]).toEqual({ day: 'tuesday', kind: 'closed' });
    expect(lines[6]).toEqual({ day: 'sunday', kind: 'open', intervals: [{ opens: '11 h 00', closes: '21 h 00' }] });
  });

  it.each([
    [{ active: false }, { kind: 'closed' }],
    [{ opened: null }, { kind: 'closed' }],
    [{ closed: null }, { kind: 'closed' }],
    [{ byAppointmentOnly: true }, { kind: 'appointment' }],
    [{ byAppointmentOnly: true, active: false }, { kind: 'appointment' }],
    [{ opened: '10:30:00', closed: '22:00:00' }, { kind: 'open', intervals: [{ opens: '10:30 AM', closes: '10:00 PM' }] }],
  ] as const)('%p -> %p', (overrides, expected) => {
    const [line] = weeklyHours([day({ day: 'monday', weekday: 1, ...overrides })], 'en-us');
    expect(line).toEqual({ day: 'monday', ...expected });
  });
});

describe('weeklyHours with several intervals', () => {
  const split = day({
    day: 'tuesday',
    weekday: 2,
    intervals: [
      { opened: '11:00:00', closed: '14:00:00' },
      { opened: '17:00:00', closed: '22:00:00' },
    ],
  });

  it.each([
    ['en-us', [{ opens: '11:00 AM', closes: '2:00 PM' }, { opens: '5:00 PM', closes: '10:00 PM' }]],
    ['fr-ca', [{ opens: '11 h 00', closes: '14 h 00' }, { opens: '17 h 00', closes: '22 h 00' }]],
    ['ja-jp', [{ opens: '11:00', closes: '14:00' }, { opens: '17:00', closes: '22:00' }]],
  ] as const)('%s: every interval, in order, without seconds', (locale, intervals) => {
    expect(weeklyHours([split], locale)[1]).toEqual({ day: 'tuesday', kind: 'open', intervals });
  });

  it('an entry from an older answer without intervals reads its opened/closed pair', () => {
    const { intervals: _dropped, ...legacy } = day({ day: 'monday', weekday: 1, opened: '10:30:00', closed: '21:00:00' });
    expect(weeklyHours([legacy], 'en-us')[0]).toEqual({ day: 'monday', kind: 'open', intervals: [{ opens: '10:30 AM', closes: '9:00 PM' }] });
  });

  it('an active day with no intervals is Closed', () => {
    expect(weeklyHours([day({ day: 'monday', weekday: 1, intervals: [] })], 'en-us')[0]).toEqual({ day: 'monday', kind: 'closed' });
  });
});

describe('exceptionLines', () => {
  const exceptions = [
    { date: '2026-12-31', closed: false, intervals: [{ opened: '10:30:00', closed: '01:00:00' }], occasion: 'new-years-eve', note: null },
    { date: '2026-11-26', closed: true, intervals: [], occasion: 'thanksgiving', note: null },
  ];

  it.each([
    ['en-us', 'Nov 26', 'Dec 31', '10:30 AM', '1:00 AM'],
    ['fr-ca', '26 nov.', '31 déc.', '10 h 30', '1 h 00'],
    ['ja-jp', '11月26日', '12月31日', '10:30', '01:00'],
  ] as const)('%s: in date order, the date as the locale writes it', (locale, first, second, opens, closes) => {
    expect(exceptionLines(exceptions, locale)).toEqual([
      { date: '2026-11-26', dateLabel: first, occasion: 'thanksgiving', note: null, kind: 'closed' },
      { date: '2026-12-31', dateLabel: second, occasion: 'new-years-eve', note: null, kind: 'open', intervals: [{ opens, closes }] },
    ]);
  });
});
