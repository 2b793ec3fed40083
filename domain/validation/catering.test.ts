import { CATERING_HEADCOUNT, headcountProblem, isEventDate, isEventTime } from './catering';
import { isTaxExemptId } from './patterns';

describe('isEventDate', () => {
  it.each([
    ['2031-02-28', true],
    ['2032-02-29', true],
    ['2031-02-29', false],
    ['2031-13-01', false],
    ['2031-4-01', false],
    ['31-04-01', false],
    ['', false],
  ])('%s → %s', (date, ok) => {
    expect(isEventDate(date)).toBe(ok);
  });
});

describe('isEventTime', () => {
  it.each([
    ['00:00', true],
    ['23:45', true],
    ['18:15', true],
    ['18:10', false],
    ['24:00', false],
    ['8:00', false],
  ])('%s → %s', (time, ok) => {
    expect(isEventTime(time)).toBe(ok);
  });
});

describe('headcountProblem', () => {
  it.each([
    [CATERING_HEADCOUNT.min, null],
    [CATERING_HEADCOUNT.max, null],
    [CATERING_HEADCOUNT.min - 1, 'Enter a number of guests from 10 to 2000'],
    [CATERING_HEADCOUNT.max + 1, 'Enter a number of guests from 10 to 2000'],
    [12.5, 'Enter a number of guests from 10 to 2000'],
  ])('%d → %s', (headcount, problem) => {
    expect(headcountProblem(headcount)).toBe(problem);
  });
});

describe('isTaxExemptId', () => {
  it.each([
    ['TX-1', true],
    [' TX-12345 ', true],
    ['TX1', false],
    ['A'.repeat(20), true],
    ['A'.repeat(21), false],
    ['-TX12', false],
    ['TX 12', false],
  ])('%j → %s', (id, ok) => {
    expect(isTaxExemptId(id)).toBe(ok);
  });
});
