import { isAsapAvailable, generateTimeslots, type WeeklyHoursEntry } from '../ordering/timeslots';
import { activePause, pauseEndsAt, takingOrdersFrom } from './store-pause';

const NOW = new Date('2026-03-10T17:02:00Z'); // 12:02 in Chicago
const HOURS: WeeklyHoursEntry[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, active: true, opened: '11:00:00', closed: '21:00:00' }));

describe('pauseEndsAt', () => {
  it.each([
    [15, '2026-03-10T17:17:00.000Z'],
    [30, '2026-03-10T17:32:00.000Z'],
    [60, '2026-03-10T18:02:00.000Z'],
  ] as const)('%p minutes from now', (minutes, expected) => {
    expect(pauseEndsAt(minutes, NOW)?.toISOString()).toBe(expected);
  });

  it('is null for a pause until resumed', () => {
    expect(pauseEndsAt('resume', NOW)).toBeNull();
  });
});

describe('activePause', () => {
  const pickup = 2;
  it('finds the handoff’s pause while it lasts, and none once it ends or for another handoff', () => {
    const pauses = [{ handoffId: pickup, until: new Date('2026-03-10T17:30:00Z') }];
    expect(activePause(pauses, pickup, NOW)).toEqual(pauses[0]);
    expect(activePause(pauses, pickup, new Date('2026-03-10T17:30:00Z'))).toBeUndefined();
    expect(activePause(pauses, 3, NOW)).toBeUndefined();
    expect(activePause([{ handoffId: pickup, until: null }], pickup, NOW)).toBeDefined();
  });
});

describe('takingOrdersFrom', () => {
  const tomorrow = new Date('2026-03-11T05:00:00Z');
  it('is the pause’s end, the next business day for a pause until resumed, and nothing without a pause', () => {
    expect(takingOrdersFrom({ handoffId: 2, until: new Date('2026-03-10T17:30:00Z') }, tomorrow)?.toISOString()).toBe('2026-03-10T17:30:00.000Z');
    expect(takingOrdersFrom({ handoffId: 2, until: null }, tomorrow)).toBe(tomorrow);
    expect(takingOrdersFrom(undefined, tomorrow)).toBeUndefined();
  });

  it('offers no ASAP and no time before the pause’s end plus the lead', () => {
    const request = { hours: HOURS, timeZone: 'America/Chicago', now: NOW, leadMinutes: 20, capacity: 4, days: 1, notBefore: new Date('2026-03-10T18:00:00Z') };
    expect(isAsapAvailable(request)).toBe(false);
    expect(generateTimeslots(request)[0]?.slots[0]?.start).toBe('2026-03-10T18:30:00.000Z');
    expect(isAsapAvailable({ ...request, notBefore: undefined })).toBe(true);
  });
});
