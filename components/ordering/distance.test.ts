import { distanceUnitOf, formatDistance } from './distance';

describe('distanceUnitOf', () => {
  it.each([
    ['en-us', 'mile'],
    ['en-ca', 'kilometer'],
    ['fr-ca', 'kilometer'],
    ['ja-jp', 'kilometer'],
  ] as const)('%s measures in %s', (locale, unit) => {
    expect(distanceUnitOf(locale)).toBe(unit);
  });
});

describe('formatDistance', () => {
  it.each([
    [1.609344, 'en-us', '1 mi'],
    [8.0467, 'en-us', '5 mi'],
    [32.18688, 'en-us', '20 mi'],
    [3.24, 'en-ca', '3.2 km'],
    [3.24, 'fr-ca', '3,2 km'],
    [12.6, 'fr-ca', '13 km'],
    [0, 'en-ca', '0 km'],
  ] as const)('%d km in %s is %s', (km, locale, text) => {
    expect(formatDistance(km, locale).replace(/\u00a0|\u202f/g, ' ')).toBe(text);
  });
});
