import { dropSeconds, formatClock, weeklyHours, WEEKDAYS } from './hours';
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
    ['21:15:00', 'fr-ca', '21:15'],
    ['9:00:00', 'ja-jp', '09:00'],
    ['00:00:00', 'es-mx', '00:00'],
    ['noon', 'en-us', 'noon'],
  ] as const)('%s in %s -> %s', (time, locale, expected) => {
    expect(formatClock(time, locale)).toBe(expected);
  });
});

function day(overrides: Partial<WireWorkingHours> & Pick<WireWorkingHours, 'day' | 'weekday'>): WireWorkingHours {
  return { active: true, opened: '11:00:00', closed: '21:00:00', byAppointmentOnly: false, ...overrides };
}

describe('weeklyHours', () => {
  it('lists Monday to Sunday whatever order the API sent, a missing day Closed', () => {
    const lines = weeklyHours([day({ day: 'sunday', weekday: 7 }), day({ day: 'monday', weekday: 1 })], 'fr-ca');
    expect(lines.map((line) => line.day)).toEqual([...WEEKDAYS]);
    expect(lines[0]).toEqual({ day: 'monday', kind: 'open', opens: '11:00', closes: '21:00' });
    expect(lines[1]).toEqual({ day: 'tuesday', kind: 'closed' });
    expect(lines[6]).toEqual({ day: 'sunday', kind: 'open', opens: '11:00', closes: '21:00' });
  });

  it.each([
    [{ active: false }, { kind: 'closed' }],
    [{ opened: null }, { kind: 'closed' }],
    [{ closed: null }, { kind: 'closed' }],
    [{ byAppointmentOnly: true }, { kind: 'appointment' }],
    [{ byAppointmentOnly: true, active: false }, { kind: 'appointment' }],
    [{ opened: '10:30:00', closed: '22:00:00' }, { kind: 'open', opens: '10:30 AM', closes: '10:00 PM' }],
  ] as const)('%p -> %p', (overrides, expected) => {
    const [line] = weeklyHours([day({ day: 'monday', weekday: 1, ...overrides })], 'en-us');
    expect(line).toEqual({ day: 'monday', ...expected });
  });
});
