import { defaultWeeklyHours } from './default-hours';

describe('defaultWeeklyHours', () => {
  it('opens every day of the week from 11:00 to 21:00', () => {
    const hours = defaultWeeklyHours();
    expect(hours.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(hours.map((day) => `${day.opened}-${day.closed}`))).toEqual(new Set(['11:00-21:00']));
  });
});
