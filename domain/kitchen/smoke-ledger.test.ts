import type { StoreSchedule } from '@/domain/ordering/store-hours';
import { drawnOf, entryChangeOf, reservableFromTomorrow, shortageOf, smokeNoticeOf, smokesOn, type SmokeDay } from './smoke-ledger';

const day = (smoked: number, left: number, entered = true): SmokeDay => ({ entered, smoked, left });

describe('shortageOf', () => {
  it.each([
    ['no day at all', null, 5, null],
    ['a day without an entry', day(0, -7, false), 5, null],
    ['enough left', day(24, 5, true), 5, null],
    ['one short', day(24, 4, true), 5, { left: 4 }],
    ['sold out', day(24, 0, true), 1, { left: 0 }],
  ] as const)('%s', (_, facts, quantity, expected) => {
    expect(shortageOf(facts, quantity)).toEqual(expected);
  });
});

describe('smokeNoticeOf', () => {
  it.each([
    ['nothing without an entry', day(0, 0, false), 25, null],
    ['sold out at zero', day(24, 0), 25, { kind: 'sold-out' }],
    ['the count at the threshold (6 of 24 is 25 %)', day(24, 6), 25, { kind: 'left', left: 6 }],
    ['nothing just above it', day(24, 7), 25, null],
    ['12 of 48 racks', day(48, 12), 25, { kind: 'left', left: 12 }],
    ['nothing at a zero threshold until sold out', day(48, 1), 0, null],
    ['always the count at 100 %', day(48, 48), 100, { kind: 'left', left: 48 }],
  ] as const)('%s', (_, facts, percent, expected) => {
    expect(smokeNoticeOf(facts, percent)).toEqual(expected);
  });
});

describe('drawnOf', () => {
  it('is what orders took: smoked less what is left', () => {
    expect(drawnOf(day(24, 20))).toBe(4);
  });
});

describe('entryChangeOf', () => {
  it('enters a first day whole', () => {
    expect(entryChangeOf(null, 24)).toEqual({ delta: 24 });
  });
  it('corrects an entry by the difference', () => {
    expect(entryChangeOf(day(24, 20), 30)).toEqual({ delta: 6 });
    expect(entryChangeOf(day(24, 20), 10)).toEqual({ delta: -14 });
  });
  it("includes what tomorrow's reservations already drew before the entry", () => {
    expect(entryChangeOf(day(0, -3, false), 24)).toEqual({ delta: 24 });
  });
  it('refuses less than orders already drew', () => {
    expect(entryChangeOf(day(24, 20), 3)).toEqual({ drawn: 4 });
    expect(entryChangeOf(day(0, -3, false), 2)).toEqual({ drawn: 3 });
  });
});

describe('reservableFromTomorrow', () => {
  it('offers tomorrow once today is sold out', () => {
    expect(reservableFromTomorrow(day(24, 0), null, 25)).toBe(true);
    expect(reservableFromTomorrow(day(24, 0), day(10, 2), 25, 2)).toBe(true);
  });
  it('does not while today still sells, or tomorrow cannot', () => {
    expect(reservableFromTomorrow(day(24, 1), null, 25)).toBe(false);
    expect(reservableFromTomorrow(null, null, 25)).toBe(false);
    expect(reservableFromTomorrow(day(24, 0), day(10, 0), 25)).toBe(false);
  });
});

describe('smokesOn', () => {
  // Open Monday to Saturday, 11:00 to 21:00; 2030-03-04 is a Monday, 2030-03-10 a Sunday.
  const week: StoreSchedule = {
    timeZone: 'America/Chicago',
    hours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, active: true, opened: '11:00', closed: '21:00' })),
  };
  it.each([
    ['a day it opens', week, '2030-03-04', true],
    ['its weekly day off', week, '2030-03-10', false],
    ['a day closed by an exception', { ...week, exceptions: [{ date: '2030-03-05', intervals: [] }] }, '2030-03-05', false],
    ['its day off opened by an exception', { ...week, exceptions: [{ date: '2030-03-10', intervals: [{ opened: '12:00', closed: '16:00' }] }] }, '2030-03-10', true],
    ['a weekday entry switched off', { ...week, hours: week.hours.map((entry) => ({ ...entry, active: entry.weekday !== 2 })) }, '2030-03-05', false],
    ['no date at all', week, 'today', false],
  ] as const)('%s', (_, schedule, date, expected) => {
    expect(smokesOn(date, schedule)).toBe(expected);
  });
});
