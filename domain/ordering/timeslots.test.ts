import {
  generateTimeslots,
  isAsapAvailable,
  isStoreOpen,
  leadTimeMinutes,
  slotClock,
  TimeslotRequest,
  validateSlot,
  WeeklyHoursEntry,
} from './timeslots';

const CHICAGO = 'America/Chicago';

function week(opened: string | null, closed: string | null, overrides: Partial<Record<number, Partial<WeeklyHoursEntry>>> = {}): WeeklyHoursEntry[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, active: true, opened, closed, ...overrides[weekday] }));
}

/** Every day 11:00–21:00, Friday and Saturday until 02:00. */
const HOURS = week('11:00:00', '21:00:00', { 5: { closed: '02:00:00' }, 6: { closed: '02:00:00' } });

function request(now: string, overrides: Partial<TimeslotRequest> = {}): TimeslotRequest {
  return { hours: HOURS, timeZone: CHICAGO, now: new Date(now), leadMinutes: 20, capacity: 2, days: 1, ...overrides };
}

const labels = (days: ReturnType<typeof generateTimeslots>) => days.map((day) => [day.date, day.slots.map((slot) => slot.label)]);

describe('leadTimeMinutes', () => {
  it.each([
    [2, 1, 20],
    [4, 1, 20],
    [3, 1, 45],
    [6, 1, 15],
    [1, 5, 15],
    [2, 2, 1440],
    [3, 3, 1440],
    [2, 4, 1440],
  ] as const)('handoff %p, category %p → %p min', (handoffId, categoryId, expected) => {
    expect(leadTimeMinutes(handoffId, categoryId)).toBe(expected);
  });
});

describe('generateTimeslots', () => {
  it('offers every 15 minutes from opening until the last slot that ends by closing', () => {
    // Wednesday 2 July 2025, 10:00 CDT: before opening.
    const [day, ...rest] = generateTimeslots(request('2025-07-02T15:00:00Z'));
    expect(rest).toEqual([]);
    expect(day).toMatchObject({ date: '2025-07-02', weekday: 3 });
    expect(day!.slots).toHaveLength(40);
    expect(day!.slots[0]).toEqual({ start: '2025-07-02T16:00:00.000Z', label: '11:00', remaining: 2 });
    expect(day!.slots[39]).toEqual({ start: '2025-07-03T01:45:00.000Z', label: '20:45', remaining: 2 });
  });

  it.each([
    ['12:07 + 20 min gives 12:30 first', '2025-07-02T17:07:00Z', 20, '12:30'],
    ['12:10 + 20 min gives 12:30 exactly', '2025-07-02T17:10:00Z', 20, '12:30'],
    ['12:10:01 + 20 min gives 12:45', '2025-07-02T17:10:01Z', 20, '12:45'],
    ['no lead time gives the current slot start onward', '2025-07-02T17:00:00Z', 0, '12:00'],
    ['45 min delivery lead', '2025-07-02T17:00:00Z', 45, '12:45'],
  ])('%s', (_name, now, leadMinutes, first) => {
    expect(generateTimeslots(request(now, { leadMinutes }))[0]!.slots[0]!.label).toBe(first);
  });

  it('leaves out today once the lead passes closing time, and starts tomorrow', () => {
    const days = generateTimeslots(request('2025-07-03T01:30:00Z', { days: 2 })); // Wed 20:30 CDT
    expect(days.map((day) => day.date)).toEqual(['2025-07-03']);
    expect(days[0]!.slots[0]!.label).toBe('11:00');
  });

  it('skips full slots and counts what remains', () => {
    const taken = { '2025-07-02T16:00:00.000Z': 2, '2025-07-02T16:15:00.000Z': 1, '2025-07-02T16:30:00+00:00': 5 };
    const slots = generateTimeslots(request('2025-07-02T15:00:00Z', { taken }))[0]!.slots;
    expect(slots.slice(0, 2)).toEqual([
      { start: '2025-07-02T16:15:00.000Z', label: '11:15', remaining: 1 },
      { start: '2025-07-02T16:45:00.000Z', label: '11:45', remaining: 2 },
    ]);
  });

  it.each([
    ['capacity 0', { capacity: 0 }],
    ['an inactive day', { hours: week('11:00:00', '21:00:00', { 3: { active: false } }) }],
    ['a day without times', { hours: week('11:00:00', '21:00:00', { 3: { opened: null, closed: null } }) }],
    ['a day by appointment only', { hours: week('11:00:00', '21:00:00', { 3: { byAppointmentOnly: true } }) }],
    ['no hours at all', { hours: [] }],
  ])('offers nothing for %s', (_name, overrides) => {
    expect(generateTimeslots(request('2025-07-02T15:00:00Z', overrides))).toEqual([]);
  });

  it('puts the hours after a late close on the next local date', () => {
    // Friday 4 July 2025, 23:00 CDT; the store closes at 02:00.
    const days = generateTimeslots(request('2025-07-05T04:00:00Z', { days: 2 }));
    expect(days.map((day) => day.date)).toEqual(['2025-07-04', '2025-07-05']);
    expect(days[0]!.slots.map((slot) => slot.label)).toEqual(['23:30', '23:45']);
    expect(days[1]!.slots.slice(0, 8).map((slot) => slot.label)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45']);
    expect(days[1]!.slots[8]!.label).toBe('11:00');
  });

  it('offers the late-close tail of yesterday on the first day', () => {
    // Saturday 5 July 2025, 00:30 CDT, still open from Friday.
    const day = generateTimeslots(request('2025-07-05T05:30:00Z', { leadMinutes: 0 }))[0]!;
    expect(day.slots.slice(0, 3).map((slot) => slot.label)).toEqual(['00:30', '00:45', '01:00']);
  });

  it('serves 24 hours when opening and closing times are equal', () => {
    const hours = week('00:00:00', '00:00:00');
    const day = generateTimeslots(request('2025-07-02T05:00:00Z', { hours, leadMinutes: 0 }))[0]!; // 00:00 CDT
    expect(day.slots).toHaveLength(96);
    expect(day.slots[95]!.label).toBe('23:45');
  });

  it('starts on the 15-minute grid after an odd opening time and ends a whole slot before an odd closing', () => {
    const hours = week('11:10:00', '12:10:00');
    expect(labels(generateTimeslots(request('2025-07-02T15:00:00Z', { hours })))).toEqual([['2025-07-02', ['11:15', '11:30', '11:45']]]);
  });

  it('follows the store zone, not UTC, for the date of a slot', () => {
    const hours = week('11:00:00', '12:00:00');
    const days = generateTimeslots(request('2025-07-02T15:00:00Z', { hours, timeZone: 'Asia/Tokyo', days: 2 })); // Tokyo 00:00 on 3 July
    expect(days.map((day) => [day.date, day.slots[0]!.start])).toEqual([
      ['2025-07-03', '2025-07-03T02:00:00.000Z'],
      ['2025-07-04', '2025-07-04T02:00:00.000Z'],
    ]);
  });

  describe('across DST changes in America/Chicago', () => {
    it('moves opening time in UTC when clocks spring forward (9 March 2025)', () => {
      const days = generateTimeslots(request('2025-03-08T15:00:00Z', { hours: week('11:00:00', '21:00:00'), days: 2 }));
      expect(days.map((day) => [day.date, day.slots[0]!.start, day.slots[0]!.label, day.slots.length])).toEqual([
        ['2025-03-08', '2025-03-08T17:00:00.000Z', '11:00', 40],
        ['2025-03-09', '2025-03-09T16:00:00.000Z', '11:00', 40],
      ]);
    });

    it('loses the skipped hour overnight when clocks spring forward', () => {
      const hours = week('22:00:00', '03:00:00');
      const days = generateTimeslots(request('2025-03-08T18:00:00Z', { hours, days: 2 })); // Sat 12:00 CST
      const night = days.flatMap((day) => day.slots).filter((slot) => slot.start < '2025-03-09T12:00:00.000Z');
      expect(night).toHaveLength(16); // 22:00 CST to 03:00 CDT is four real hours
      expect(night.map((slot) => slot.label).slice(6, 10)).toEqual(['23:30', '23:45', '00:00', '00:15']);
      expect(night[15]).toEqual({ start: '2025-03-09T07:45:00.000Z', label: '01:45', remaining: 2 });
    });

    it('serves the repeated hour twice when clocks fall back (2 November 2025)', () => {
      const hours = week('22:00:00', '03:00:00');
      const days = generateTimeslots(request('2025-11-01T17:00:00Z', { hours, days: 2 })); // Sat 12:00 CDT
      const night = days.flatMap((day) => day.slots).filter((slot) => slot.start < '2025-11-02T12:00:00.000Z');
      expect(night).toHaveLength(24); // 22:00 CDT to 03:00 CST is six real hours
      const repeated = night.filter((slot) => slot.label === '01:15');
      expect(repeated.map((slot) => slot.start)).toEqual(['2025-11-02T06:15:00.000Z', '2025-11-02T07:15:00.000Z']);
    });
  });

  it.each([
    [{ leadMinutes: -5 }, '"leadMinutes" must be a whole number of at least 0, got -5'],
    [{ capacity: 1.5 }, '"capacity" must be a whole number of at least 0, got 1.5'],
    [{ days: 0 }, '"days" must be a whole number from 1 to 366, got 0'],
    [{ now: new Date('nonsense') }, '"now" must be a valid date'],
    [{ timeZone: 'Nowhere/Land' }, 'Unknown time zone "Nowhere/Land"'],
    [{ hours: week('11am', '21:00:00') }, '"11am" is not a time of day (HH:MM:SS)'],
  ])('refuses %p', (overrides, message) => {
    expect(() => generateTimeslots(request('2025-07-02T15:00:00Z', overrides))).toThrow(message);
  });
});

describe('isStoreOpen', () => {
  it.each([
    ['Wednesday 10:59 CDT', '2025-07-02T15:59:00Z', false],
    ['Wednesday 11:00 CDT', '2025-07-02T16:00:00Z', true],
    ['Wednesday 20:59 CDT', '2025-07-03T01:59:00Z', true],
    ['Wednesday 21:00 CDT', '2025-07-03T02:00:00Z', false],
    ['Saturday 01:59 CDT, after Friday', '2025-07-05T06:59:00Z', true],
    ['Saturday 02:00 CDT, after Friday', '2025-07-05T07:00:00Z', false],
    ['Thursday 01:00 CDT, Wednesday closed at 21:00', '2025-07-03T06:00:00Z', false],
  ])('%s → %p', (_name, now, expected) => {
    expect(isStoreOpen(HOURS, CHICAGO, new Date(now))).toBe(expected);
  });
});

describe('isAsapAvailable', () => {
  it.each([
    ['open, ready in time', '2025-07-02T17:00:00Z', {}, true],
    ['before opening', '2025-07-02T15:59:00Z', {}, false],
    ['open but closing before the food is ready', '2025-07-03T01:50:00Z', {}, false], // 20:50 + 20 min
    ['the next slot is full', '2025-07-02T17:00:00Z', { taken: { '2025-07-02T17:30:00.000Z': 2 } }, false],
    ['the slot at ready time is full, the next one too far', '2025-07-02T17:05:00Z', { taken: { '2025-07-02T17:30:00.000Z': 2 } }, false],
    ['ready time on a slot boundary', '2025-07-02T17:10:00Z', {}, true],
    ['no capacity', '2025-07-02T17:00:00Z', { capacity: 0 }, false],
  ])('%s → %p', (_name, now, overrides, expected) => {
    expect(isAsapAvailable(request(now, overrides))).toBe(expected);
  });
});

describe('validateSlot', () => {
  const base = request('2025-07-02T15:00:00Z', { taken: { '2025-07-02T16:15:00.000Z': 2 } });
  it.each([
    ['a free slot', '2025-07-02T16:00:00.000Z', { ok: true, slot: { start: '2025-07-02T16:00:00.000Z', label: '11:00', remaining: 2 } }],
    ['a free slot written with an offset', '2025-07-02T11:30:00-05:00', { ok: true, slot: { start: '2025-07-02T16:30:00.000Z', label: '11:30', remaining: 2 } }],
    ['a full slot', '2025-07-02T16:15:00.000Z', { ok: false, reason: 'This time slot is full' }],
    ['no time', '', { ok: false, reason: 'Time is required' }],
    ['a missing time', null, { ok: false, reason: 'Time is required' }],
    ['not a time', 'soon', { ok: false, reason: 'Please select valid time' }],
    ['off the grid', '2025-07-02T16:05:00.000Z', { ok: false, reason: 'Please select valid time' }],
    ['before opening', '2025-07-02T15:45:00.000Z', { ok: false, reason: 'Please select valid time' }],
    ['too late to end by closing', '2025-07-03T02:00:00.000Z', { ok: false, reason: 'Please select valid time' }],
    ['within the lead time', '2025-07-02T15:15:00.000Z', { ok: false, reason: 'Please select valid time' }],
    ['beyond the horizon', '2025-07-03T16:00:00.000Z', { ok: false, reason: 'Please select valid time' }],
    ['in the past', '2025-07-01T16:00:00.000Z', { ok: false, reason: 'Please select valid time' }],
  ])('%s', (_name, start, expected) => {
    expect(validateSlot({ ...base, start })).toEqual(expected);
  });
});

describe('slotClock', () => {
  it.each([
    ['2026-03-15T23:30:00.000Z', CHICAGO, { date: '2026-03-15', label: '18:30' }],
    ['2026-03-16T04:45:00.000Z', CHICAGO, { date: '2026-03-15', label: '23:45' }],
    ['2026-03-16T05:00:00.000Z', CHICAGO, { date: '2026-03-16', label: '00:00' }],
    ['2026-03-08T08:00:00.000Z', CHICAGO, { date: '2026-03-08', label: '03:00' }],
    ['2026-11-01T06:30:00.000Z', CHICAGO, { date: '2026-11-01', label: '01:30' }],
    ['2026-11-01T07:30:00.000Z', CHICAGO, { date: '2026-11-01', label: '01:30' }],
    ['2026-06-01T15:00:00.000Z', 'Asia/Tokyo', { date: '2026-06-02', label: '00:00' }],
  ])('%s in %s is %o on the store clock', (instant, timeZone, expected) => {
    expect(slotClock(Date.parse(instant), timeZone)).toEqual(expected);
  });
});
