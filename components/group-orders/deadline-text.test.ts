import { deadlineText } from './deadline-text';

describe('deadlineText', () => {
  it.each([
    ['2026-06-01T19:30:00Z', 'America/Chicago', 'en-us', '2:30 PM'],
    ['2026-06-01T19:30:00Z', 'America/Toronto', 'fr-ca', '15 h 30'],
    ['2026-06-01T03:05:00Z', 'Asia/Tokyo', 'ja-jp', '12:05'],
  ] as const)('%s in %s for %s → %s', (deadline, timeZone, locale, expected) => {
    expect(deadlineText(deadline, timeZone, locale)).toBe(expected);
  });
});
