import { parseLocalDate, storeDateOf, storeDayBounds, storeTimeOf } from './order-day';

describe('parseLocalDate', () => {
  it.each([
    ['2030-03-04', { year: 2030, month: 3, day: 4 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
    ['2030-02-29', null],
    ['2030-13-01', null],
    ['2030-3-4', null],
    ['2030-03-04T00:00', null],
    ['', null],
  ])('%s → %j', (value, expected) => {
    expect(parseLocalDate(value)).toEqual(expected);
  });
});

describe('storeDateOf', () => {
  it.each([
    ['2030-03-05T05:59:00Z', 'America/Chicago', '2030-03-04'],
    ['2030-03-05T06:00:00Z', 'America/Chicago', '2030-03-05'],
    ['2030-03-04T15:00:00Z', 'Asia/Tokyo', '2030-03-05'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(storeDateOf(new Date(instant), zone)).toBe(expected);
  });
});

describe('storeDayBounds', () => {
  it('runs from local midnight to the next local midnight', () => {
    const { from, to } = storeDayBounds({ year: 2030, month: 3, day: 4 }, 'America/Chicago');
    expect(from.toISOString()).toBe('2030-03-04T06:00:00.000Z');
    expect(to.toISOString()).toBe('2030-03-05T06:00:00.000Z');
  });

  it('is 23 hours long on the day clocks go forward', () => {
    const { from, to } = storeDayBounds({ year: 2030, month: 3, day: 10 }, 'America/Chicago');
    expect(to.getTime() - from.getTime()).toBe(23 * 3600_000);
  });
});

describe('storeTimeOf', () => {
  it('writes the local hour and minute', () => {
    expect(storeTimeOf(new Date('2030-03-04T17:05:00Z'), 'America/Chicago')).toBe('11:05');
  });
});
