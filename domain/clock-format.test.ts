import { formatDateAndClock, formatInstantClock } from './clock-format';
import { clockText } from './clock-text';
import { formatClock } from './hours';

describe('clockText', () => {
  it.each([
    [0, 0, 'en-us', '12:00 AM'],
    [12, 5, 'en-ca', '12:05 PM'],
    [16, 30, 'en-jp', '4:30 PM'],
    [16, 30, 'fr-ca', '16 h 30'],
    [9, 5, 'fr-ca', '9 h 05'],
    [24, 0, 'fr-ca', '0 h 00'],
    [9, 5, 'ja-jp', '09:05'],
    [18, 0, 'es-mx', '18:00'],
    [18, 0, 'pt-br', '18:00'],
  ] as const)('%i:%i in %s -> %s', (hours, minutes, locale, expected) => {
    expect(clockText(hours, minutes, locale)).toBe(expected);
  });
});

describe('formatInstantClock', () => {
  it('reads the store clock and writes it as the store hours do', () => {
    const start = '2026-11-27T21:30:00.000Z'; // 16:30 in Toronto, 15:30 in Chicago
    expect(formatInstantClock(start, 'America/Toronto', 'fr-ca')).toBe(formatClock('16:30', 'fr-ca'));
    expect(formatInstantClock(start, 'America/Chicago', 'en-us')).toBe('3:30 PM');
  });
});

describe('formatDateAndClock', () => {
  it.each([
    ['en-us', 'America/Chicago', 'Saturday, June 1, 2030 at 6:00 PM'],
    ['fr-ca', 'America/Toronto', 'samedi 1 juin 2030 à 18 h 00'],
    ['es-mx', 'America/Monterrey', 'sábado, 1 de junio de 2030, 18:00'],
    ['ja-jp', 'Asia/Tokyo', '2030年6月1日土曜日 18:00'],
  ] as const)('%s: the date from Intl, the time as every page writes it', (locale, timeZone, expected) => {
    const sixPm = { 'America/Chicago': '2030-06-01T23:00:00Z', 'America/Toronto': '2030-06-01T22:00:00Z', 'America/Monterrey': '2030-06-02T00:00:00Z', 'Asia/Tokyo': '2030-06-01T09:00:00Z' }[timeZone];
    expect(formatDateAndClock(sixPm, timeZone, locale)).toBe(expected);
  });
});

describe('formatDateAndClock with date fields', () => {
  it.each([
    ['en-us', 'Saturday, June 1 at 6:30 PM'],
    ['fr-ca', 'samedi 1 juin à 18 h 30'],
    ['es-mx', 'sábado, 1 de junio, 18:30'],
    ['pt-br', 'sábado, 1 de junho às 18:30'],
    ['ja-jp', '6月1日土曜日 18:30'],
  ] as const)('%s: the day without its year, the time as every page writes it', (locale, expected) => {
    expect(formatDateAndClock('2030-06-01T23:30:00Z', 'America/Chicago', locale, { weekday: 'long', month: 'long', day: 'numeric' })).toBe(expected);
  });
});
