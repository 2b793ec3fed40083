import { MYSTERY_PRIZES } from './mystery-rewards';
import {
  earnRateOf,
  earnRateProblems,
  mysteryOddsProblems,
  mysteryPrizesOf,
  oddsTotal,
  staffLoyaltyErrorCode,
  STAFF_LOYALTY_ERROR_CODES,
  storePointsProblems,
  yearlyRewardSlugOf,
} from './settings';

describe('earnRateProblems', () => {
  it.each([
    [1, []],
    [10, []],
    [100, []],
    [0, ['earnRateInvalid']],
    [101, ['earnRateInvalid']],
    [2.5, ['earnRateInvalid']],
    [-3, ['earnRateInvalid']],
    [Number.NaN, ['earnRateInvalid']],
  ])('%s points per unit: %j', (rate, names) => {
    expect(earnRateProblems(rate).map((problem) => problem.name)).toEqual(names);
  });
});

describe('storePointsProblems', () => {
  it.each([
    [1, []],
    [100_000, []],
    [0, ['pointsInvalid']],
    [100_001, ['pointsInvalid']],
    [12.5, ['pointsInvalid']],
  ])('%s points: %j', (points, names) => {
    expect(storePointsProblems(points).map((problem) => problem.name)).toEqual(names);
  });
});

describe('mysteryOddsProblems', () => {
  it.each([
    ['the default table', MYSTERY_PRIZES.map((prize, index) => ({ itemId: index + 1, weight: prize.weight })), []],
    ['one prize at 100', [{ itemId: 1, weight: 100 }], []],
    ['a prize at 0 beside one at 100', [{ itemId: 1, weight: 0 }, { itemId: 2, weight: 100 }], []],
    ['a total under 100', [{ itemId: 1, weight: 60 }, { itemId: 2, weight: 39 }], ['oddsTotalInvalid']],
    ['a total over 100', [{ itemId: 1, weight: 60 }, { itemId: 2, weight: 41 }], ['oddsTotalInvalid']],
    ['no prize at all', [], ['oddsTotalInvalid']],
    ['a negative chance', [{ itemId: 1, weight: -10 }, { itemId: 2, weight: 110 }], ['oddsWeightInvalid', 'oddsWeightInvalid']],
    ['a fractional chance', [{ itemId: 1, weight: 50.5 }, { itemId: 2, weight: 49.5 }], ['oddsWeightInvalid', 'oddsWeightInvalid']],
    ['an item twice', [{ itemId: 1, weight: 50 }, { itemId: 1, weight: 50 }], ['oddsPrizeRepeated']],
    ['more prizes than allowed', Array.from({ length: 13 }, (_, index) => ({ itemId: index + 1, weight: index === 0 ? 100 : 0 })), ['oddsTooMany']],
  ])('%s', (_name, prizes, names) => {
    expect(mysteryOddsProblems(prizes).map((problem) => problem.name)).toEqual(names);
  });

  it('says the total and where it must be', () => {
    expect(mysteryOddsProblems([{ itemId: 1, weight: 90 }])).toEqual([{ field: 'prizes', name: 'oddsTotalInvalid', params: { total: 90, max: 100 } }]);
    expect(mysteryOddsProblems([{ itemId: 1, weight: 101 }])[0]).toEqual({ field: 'prizes.0.weight', name: 'oddsWeightInvalid', params: { max: 100 } });
  });
});

describe('oddsTotal', () => {
  it('adds the chances, a chance that is not a number as 0', () => {
    expect(oddsTotal([{ itemId: 1, weight: 30 }, { itemId: 2, weight: Number.NaN }, { itemId: 3, weight: 25 }])).toBe(55);
  });
});

describe('earnRateOf', () => {
  it('is the brand’s rate, else the program’s 10', () => {
    expect(earnRateOf({ pointsPerUnit: 4 })).toBe(4);
    expect(earnRateOf({})).toBe(10);
  });
});

describe('mysteryPrizesOf', () => {
  it('is the brand’s table keyed by item slug, else the default table', () => {
    expect(mysteryPrizesOf({})).toBe(MYSTERY_PRIZES);
    expect(mysteryPrizesOf({ mysteryPrizes: [{ itemSlug: 'brisket', weight: 100 }] })).toEqual([{ key: 'brisket', itemSlug: 'brisket', weight: 100 }]);
  });
});

describe('yearlyRewardSlugOf', () => {
  it.each([
    [{}, 'birthday', 'banana-pudding'],
    [{}, 'anniversary', 'peach-cobbler'],
    [{ birthdayRewardItemSlug: 'brisket' }, 'birthday', 'brisket'],
    [{ birthdayRewardItemSlug: null }, 'birthday', null],
    [{ birthdayRewardItemSlug: null }, 'anniversary', 'peach-cobbler'],
    [{ anniversaryRewardItemSlug: null }, 'anniversary', null],
  ] as const)('%j %s: %s', (config, reward, slug) => {
    expect(yearlyRewardSlugOf(config, reward)).toBe(slug);
  });
});

describe('staffLoyaltyErrorCode', () => {
  it('spells staff_loyalty_ and the name in snake case, one code per message', () => {
    expect(staffLoyaltyErrorCode('oddsTotalInvalid')).toBe('staff_loyalty_odds_total_invalid');
    expect(new Set(STAFF_LOYALTY_ERROR_CODES).size).toBe(STAFF_LOYALTY_ERROR_CODES.length);
  });
});
