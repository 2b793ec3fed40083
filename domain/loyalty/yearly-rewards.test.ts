import { anniversaryRewardYear, birthdayRewardYear, isValidBirthday, occurrenceIn } from './yearly-rewards';

describe('isValidBirthday', () => {
  it.each([
    [1, 1, true],
    [2, 29, true],
    [2, 30, false],
    [4, 31, false],
    [12, 31, true],
    [0, 10, false],
    [13, 1, false],
    [6, 0, false],
    [6.5, 1, false],
  ])('%i/%i → %s', (month, day, valid) => {
    expect(isValidBirthday(month, day)).toBe(valid);
  });
});

describe('occurrenceIn', () => {
  it.each([
    [2024, 2, 29, { year: 2024, month: 2, day: 29 }],
    [2025, 2, 29, { year: 2025, month: 2, day: 28 }],
    [2100, 2, 29, { year: 2100, month: 2, day: 28 }],
    [2000, 2, 29, { year: 2000, month: 2, day: 29 }],
    [2025, 7, 4, { year: 2025, month: 7, day: 4 }],
  ])('%i, %i/%i', (year, month, day, expected) => {
    expect(occurrenceIn(year, { month, day })).toEqual(expected);
  });
});

describe('birthdayRewardYear', () => {
  const birthday = { month: 3, day: 10 };
  it.each([
    ['the day before, in Chicago (daylight time since 8 March)', '2026-03-10T04:59:00Z', 'America/Chicago', null],
    ['the day itself, just after local midnight in Chicago', '2026-03-10T05:00:00Z', 'America/Chicago', 2026],
    ['already 10 March in Tokyo while 9 March in UTC', '2026-03-09T15:30:00Z', 'Asia/Tokyo', 2026],
    ['still 9 March in Tokyo', '2026-03-09T14:59:00Z', 'Asia/Tokyo', null],
    ['six days late', '2026-03-16T12:00:00Z', 'America/Toronto', 2026],
    ['seven days late', '2026-03-17T12:00:00Z', 'America/Toronto', null],
    ['months later', '2026-09-01T12:00:00Z', 'America/Toronto', null],
  ])('%s', (_name, now, zone, year) => {
    expect(birthdayRewardYear(birthday, new Date(now), zone)).toBe(year);
  });

  it('finds last year’s birthday when it is late December and the grace crosses New Year', () => {
    expect(birthdayRewardYear({ month: 12, day: 30 }, new Date('2027-01-02T12:00:00Z'), 'UTC')).toBe(2026);
  });

  it('celebrates 29 February on 28 February in a common year', () => {
    expect(birthdayRewardYear({ month: 2, day: 29 }, new Date('2027-02-28T12:00:00Z'), 'UTC')).toBe(2027);
  });

  it('has nothing due without a birthday or with an impossible one', () => {
    expect(birthdayRewardYear(null, new Date('2026-03-10T12:00:00Z'), 'UTC')).toBeNull();
    expect(birthdayRewardYear({ month: 2, day: 31 }, new Date('2026-02-28T12:00:00Z'), 'UTC')).toBeNull();
  });
});

describe('anniversaryRewardYear', () => {
  const createdAt = new Date('2025-05-20T03:00:00Z'); // 19 May in Chicago, 20 May in Tokyo
  it.each([
    ['sign-up year', '2025-05-21T12:00:00Z', 'America/Chicago', null],
    ['first anniversary in Chicago (19 May)', '2026-05-19T12:00:00Z', 'America/Chicago', 2026],
    ['19 May is not the day in Tokyo', '2026-05-19T12:00:00Z', 'Asia/Tokyo', null],
    ['20 May in Tokyo', '2026-05-20T01:00:00Z', 'Asia/Tokyo', 2026],
    ['second anniversary', '2027-05-20T12:00:00Z', 'America/Chicago', 2027],
  ])('%s', (_name, now, zone, year) => {
    expect(anniversaryRewardYear(createdAt, new Date(now), zone)).toBe(year);
  });
});
