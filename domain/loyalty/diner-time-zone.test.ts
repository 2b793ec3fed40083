import { dinerTimeZone } from './diner-time-zone';

describe('dinerTimeZone', () => {
  it.each([
    ['America/Denver', 'en-us', 'America/Denver'],
    [null, 'en-us', 'America/Chicago'],
    [null, 'fr-ca', 'America/Toronto'],
    [null, 'ja-jp', 'Asia/Tokyo'],
    [undefined, 'en-ph', 'Asia/Manila'],
    [null, 'xx', 'America/Chicago'],
  ])('store zone %s, locale %s → %s', (zone, locale, expected) => {
    expect(dinerTimeZone(zone, locale)).toBe(expected);
  });
});
