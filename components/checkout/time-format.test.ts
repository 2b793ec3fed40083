import { formatDay, formatSlotDay, formatSlotTime } from './time-format';

describe('formatSlotTime', () => {
  it.each([
    ['2030-06-01T22:15:00.000Z', 'America/Chicago', 'en-us', '5:15 PM'],
    ['2030-06-01T21:15:00.000Z', 'America/Toronto', 'fr-ca', '17 h 15'],
    ['2030-06-01T21:15:00.000Z', 'America/Toronto', 'en-ca', '5:15 PM'],
  ] as const)('%s in %s (%s) -> %s', (start, zone, locale, text) => {
    expect(formatSlotTime(start, zone, locale)).toBe(text);
  });
});

describe('formatDay', () => {
  it.each([
    ['2030-06-01', 'en-us', 'Saturday, June 1'],
    ['2030-06-01', 'fr-ca', 'samedi 1 juin'],
    ['2030-12-31', 'en-us', 'Tuesday, December 31'],
  ] as const)('%s (%s) -> %s', (date, locale, text) => {
    expect(formatDay(date, locale)).toBe(text);
  });
});

describe('formatSlotDay', () => {
  it('reads the day at the store, not in UTC', () => {
    expect(formatSlotDay('2030-06-02T02:00:00.000Z', 'America/Chicago', 'en-us')).toBe('Saturday, June 1');
  });
});
