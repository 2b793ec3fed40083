import { dayPartOf, groupByDayPart } from './day-parts';

describe('dayPartOf', () => {
  it.each([
    ['2030-06-03T15:59:00Z', 'America/Chicago', 'morning'], // 10:59
    ['2030-06-03T16:00:00Z', 'America/Chicago', 'lunch'], // 11:00
    ['2030-06-03T18:59:00Z', 'America/Chicago', 'lunch'], // 13:59
    ['2030-06-03T19:00:00Z', 'America/Chicago', 'afternoon'], // 14:00
    ['2030-06-03T21:59:00Z', 'America/Chicago', 'afternoon'], // 16:59
    ['2030-06-03T22:00:00Z', 'America/Chicago', 'evening'], // 17:00
    ['2030-06-04T04:45:00Z', 'America/Chicago', 'evening'], // 23:45
    ['2030-06-03T16:00:00Z', 'America/Toronto', 'lunch'], // 12:00 in the store's own zone
    ['2030-06-03T01:30:00Z', 'Asia/Tokyo', 'morning'], // 10:30
  ] as const)('%s in %s is %s', (instant, zone, part) => {
    expect(dayPartOf(instant, zone)).toBe(part);
  });
});

describe('groupByDayPart', () => {
  it('keeps the day order and the times in order, leaving empty parts out', () => {
    const starts = ['2030-06-03T16:30:00Z', '2030-06-03T16:45:00Z', '2030-06-03T22:00:00Z', '2030-06-03T22:15:00Z'];
    expect(groupByDayPart(starts, 'America/Chicago')).toEqual([
      { part: 'lunch', starts: ['2030-06-03T16:30:00Z', '2030-06-03T16:45:00Z'] },
      { part: 'evening', starts: ['2030-06-03T22:00:00Z', '2030-06-03T22:15:00Z'] },
    ]);
  });

  it('has no groups without times', () => {
    expect(groupByDayPart([], 'America/Chicago')).toEqual([]);
  });
});
