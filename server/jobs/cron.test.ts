import { cronFor } from './cron';

describe('cronFor', () => {
  it.each([
    [1, '* * * * *'],
    [59, '* * * * *'],
    [60, '* * * * *'],
    [119, '* * * * *'],
    [120, '*/2 * * * *'],
    [300, '*/5 * * * *'],
    [420, '*/6 * * * *'],
    [900, '*/15 * * * *'],
    [3599, '*/30 * * * *'],
    [3600, '0 * * * *'],
    [5 * 3600, '0 */4 * * *'],
    [6 * 3600, '0 */6 * * *'],
    [23 * 3600, '0 */12 * * *'],
    [86_400, '0 0 * * *'],
    [7 * 86_400, '0 0 * * *'],
  ])('every %d s → %s', (seconds, expected) => {
    expect(cronFor(seconds)).toBe(expected);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('refuses a period of %d', (seconds) => {
    expect(() => cronFor(seconds)).toThrow(RangeError);
  });
});
