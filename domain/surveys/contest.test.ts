import { contestPeriodOf } from './contest';

describe('contestPeriodOf', () => {
  it.each([
    ['2030-01-01T00:00:00Z', '2030-Q1', '2030-01-01', '2030-04-01'],
    ['2030-03-31T23:59:59Z', '2030-Q1', '2030-01-01', '2030-04-01'],
    ['2030-04-01T00:00:00Z', '2030-Q2', '2030-04-01', '2030-07-01'],
    ['2026-11-24T02:00:00Z', '2026-Q4', '2026-10-01', '2027-01-01'],
  ])('%s is in %s', (at, id, startsOn, nextStartsOn) => {
    expect(contestPeriodOf(new Date(at))).toEqual({ id, startsOn, nextStartsOn });
  });
});
