import { christmasDay, newYearsEve, thanksgivingDay } from './calendar-days';

describe('thanksgivingDay: the fourth Thursday of November', () => {
  it.each([
    [2024, '2024-11-28'],
    [2025, '2025-11-27'],
    [2026, '2026-11-26'],
    [2027, '2027-11-25'],
    [2028, '2028-11-23'],
    [2029, '2029-11-22'],
    [2018, '2018-11-22'],
  ])('%p → %p', (year, expected) => {
    expect(thanksgivingDay(year)).toBe(expected);
  });
});

it('Christmas Day and New Year’s Eve', () => {
  expect(christmasDay(2026)).toBe('2026-12-25');
  expect(newYearsEve(2026)).toBe('2026-12-31');
});
