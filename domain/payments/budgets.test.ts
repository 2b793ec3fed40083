import { budgetWaitMs, windowStart, type Budget } from './budgets';

const now = new Date('2030-05-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const budget: Budget = { limit: 3, windowMs: 60_000 };

describe('budgetWaitMs', () => {
  it.each<[string, Date[], number]>([
    ['no uses', [], 0],
    ['fewer uses than the limit', [ago(10), ago(20)], 0],
    ['the limit reached: until the oldest counted use leaves the window', [ago(10_000), ago(20_000), ago(30_000)], 30_000],
    ['uses in any order', [ago(30_000), ago(10_000), ago(20_000)], 30_000],
    ['a use exactly a window old no longer counts', [ago(60_000), ago(10), ago(20)], 0],
    ['more uses than the limit: until enough have left', [ago(5_000), ago(10_000), ago(20_000), ago(30_000)], 40_000],
  ])('%s', (_name, uses, expected) => {
    expect(budgetWaitMs(uses, budget, now)).toBe(expected);
  });
});

describe('windowStart', () => {
  it('is a window before now', () => {
    expect(windowStart(budget, now)).toEqual(ago(60_000));
  });
});
