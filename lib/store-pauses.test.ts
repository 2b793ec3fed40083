import { toPauseViews } from './store-pauses';

describe('toPauseViews', () => {
  it.each([
    // 00:30 UTC is 6:30 PM the day before in Fort Worth (UTC-6) and 9:30 AM in Osaka (UTC+9).
    ['America/Chicago', '2026-11-25T00:30:00.000Z', '18:30'],
    ['Asia/Tokyo', '2026-11-25T00:30:00.000Z', '09:30'],
  ])('reads the end of a pause on the store\'s clock (%s)', (timeZone, until, clock) => {
    expect(toPauseViews([{ handoffId: 2, until }], timeZone)).toEqual([{ handoffId: 2, until, untilClock: clock }]);
  });

  it('keeps a pause for the rest of today without a clock', () => {
    expect(toPauseViews([{ handoffId: 3, until: null }], 'America/Chicago')).toEqual([{ handoffId: 3, until: null, untilClock: null }]);
  });

  it('shows no pause without the store\'s time zone, which says when it ends', () => {
    expect(toPauseViews([{ handoffId: 2, until: '2026-11-25T00:30:00.000Z' }], undefined)).toEqual([]);
    expect(toPauseViews(undefined, 'America/Chicago')).toEqual([]);
  });
});
