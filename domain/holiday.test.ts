import { isWithinHolidayWindow, monthDayIn } from './holiday';

describe('monthDayIn', () => {
  it.each([
    ['2024-09-15T04:59:59Z', 'America/Chicago', { month: 9, day: 14 }],
    ['2024-09-15T05:00:00Z', 'America/Chicago', { month: 9, day: 15 }],
    ['2024-01-01T00:30:00Z', 'UTC', { month: 1, day: 1 }],
    ['2024-01-01T00:30:00Z', 'America/Toronto', { month: 12, day: 31 }],
  ])('%s in %s', (instant, timeZone, expected) => {
    expect(monthDayIn(new Date(instant), timeZone)).toEqual(expected);
  });
});

describe('isWithinHolidayWindow', () => {
  it.each([
    ['2024-09-14T12:00:00Z', false],
    ['2024-09-15T04:59:59Z', false],
    ['2024-09-15T05:00:00Z', true],
    ['2024-09-15T12:00:00Z', true],
    ['2024-11-28T12:00:00Z', true],
    ['2024-12-31T23:59:59Z', true],
    ['2025-01-01T00:00:00Z', true],
    ['2025-01-15T12:00:00Z', true],
    ['2025-01-16T05:59:59Z', true],
    ['2025-01-16T06:00:00Z', false],
    ['2025-01-31T12:00:00Z', false],
    ['2025-03-01T12:00:00Z', false],
    ['2025-07-04T12:00:00Z', false],
  ])('%s (Chicago) → %s', (instant, expected) => {
    expect(isWithinHolidayWindow(new Date(instant))).toBe(expected);
  });

  it.each([
    ['2024-09-15T00:30:00Z', 'UTC', true],
    ['2024-09-15T00:30:00Z', 'America/Los_Angeles', false],
    ['2025-01-16T00:30:00Z', 'America/Toronto', true],
    ['2025-01-16T00:30:00Z', 'UTC', false],
  ])('%s in %s → %s', (instant, timeZone, expected) => {
    expect(isWithinHolidayWindow(new Date(instant), timeZone)).toBe(expected);
  });
});
