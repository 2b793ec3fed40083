import * as timings from './timings';

describe('timings', () => {
  it.each([
    ['NOTIFICATION_DURATION_MS', 3000],
    ['NOTIFICATION_FADE_MS', 400],
    ['MODAL_CLOSE_FADE_MS', 300],
    ['MODAL_FOCUS_DELAY_MS', 100],
    ['TOOLTIP_DELAY_MS', 400],
    ['MOBILE_HANDOFF_MODAL_DELAY_MS', 500],
  ] as const)('%s is %d ms (SPEC §9)', (name, value) => {
    expect(timings[name]).toBe(value);
  });
});
