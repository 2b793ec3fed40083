import { ACHIEVEMENTS, achievementRule, evaluateAchievements } from './achievements';

const MEATS = ['brisket', 'pork', 'turkey'];
const history = (paidOrders: number, slugs: string[] = []) => ({ paidOrders, itemSlugs: new Set(slugs) });

describe('evaluateAchievements', () => {
  it.each([
    ['no order', history(0), { 'first-order': false, 'five-orders': false, 'every-meat': false }],
    ['first order', history(1, ['brisket']), { 'first-order': true, 'five-orders': false, 'every-meat': false }],
    ['four orders', history(4), { 'first-order': true, 'five-orders': false, 'every-meat': false }],
    ['five orders', history(5), { 'first-order': true, 'five-orders': true, 'every-meat': false }],
    ['two of three meats', history(2, ['brisket', 'turkey', 'tea']), { 'first-order': true, 'five-orders': false, 'every-meat': false }],
    ['every meat', history(3, ['brisket', 'turkey', 'pork']), { 'first-order': true, 'five-orders': false, 'every-meat': true }],
  ])('%s', (_name, input, expected) => {
    const reached = Object.fromEntries(evaluateAchievements(input, MEATS).map((status) => [status.id, status.reached]));
    expect(reached).toEqual(expected);
  });

  it('counts progress, capped at the goal', () => {
    const statuses = evaluateAchievements(history(7, ['pork']), MEATS);
    expect(statuses.map(({ id, done, total }) => [id, done, total])).toEqual([
      ['first-order', 1, 1],
      ['five-orders', 5, 5],
      ['every-meat', 1, 3],
    ]);
  });

  it('never reaches every-meat when the menu has no meat', () => {
    const status = evaluateAchievements(history(3, ['pork']), []).find((entry) => entry.id === 'every-meat');
    expect(status).toMatchObject({ done: 0, total: 0, reached: false });
  });
});

describe('achievementRule', () => {
  it('finds each rule by id and nothing else', () => {
    for (const rule of ACHIEVEMENTS) expect(achievementRule(rule.id)).toBe(rule);
    expect(achievementRule('nope')).toBeUndefined();
  });
});
