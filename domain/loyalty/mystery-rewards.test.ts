import { drawPrize, mysteryProgress, MYSTERY_PRIZES, rerollOutcome, type MysteryPrize } from './mystery-rewards';

const TABLE: MysteryPrize[] = [
  { key: 'a', weight: 1, itemSlug: 'a' },
  { key: 'b', weight: 3, itemSlug: 'b' },
  { key: 'zero', weight: 0, itemSlug: 'p' },
  { key: 'c', weight: 6, itemSlug: 'p' },
];

describe('mysteryProgress', () => {
  it.each([
    [0, 0, { earned: 0, waiting: 0, ordersTowardNext: 0, ordersToNext: 5 }],
    [4, 0, { earned: 0, waiting: 0, ordersTowardNext: 4, ordersToNext: 1 }],
    [5, 0, { earned: 1, waiting: 1, ordersTowardNext: 0, ordersToNext: 5 }],
    [5, 1, { earned: 1, waiting: 0, ordersTowardNext: 0, ordersToNext: 5 }],
    [11, 0, { earned: 2, waiting: 2, ordersTowardNext: 1, ordersToNext: 4 }],
    [11, 3, { earned: 2, waiting: 0, ordersTowardNext: 1, ordersToNext: 4 }],
    [-2, 0, { earned: 0, waiting: 0, ordersTowardNext: 0, ordersToNext: 5 }],
  ])('%i paid orders, %i revealed', (paid, revealed, expected) => {
    expect(mysteryProgress(paid, revealed)).toMatchObject({ every: 5, ...expected });
  });
});

describe('drawPrize', () => {
  it.each([
    [0, 'a'],
    [0.0999, 'a'],
    [0.1, 'b'],
    [0.3999, 'b'],
    [0.4, 'c'],
    [0.9999, 'c'],
    [1, 'c'],
    [-1, 'a'],
  ])('random %f draws %s (weights 1, 3, 0, 6)', (random, key) => {
    expect(drawPrize(() => random, TABLE).key).toBe(key);
  });

  it.each([
    [0, 'a', 'b'],
    [0.34, 'a', 'c'],
    [0.33, 'a', 'b'],
    [0, 'b', 'a'],
    [0.5, 'c', 'b'],
  ])('random %f without %s draws %s', (random, excluded, key) => {
    expect(drawPrize(() => random, TABLE, excluded).key).toBe(key);
  });

  it('never draws a prize of weight 0', () => {
    for (let i = 0; i < 100; i += 1) expect(drawPrize(() => i / 100, TABLE).key).not.toBe('zero');
  });

  it('follows the weights over many draws', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const counts = new Map<string, number>();
    for (let i = 0; i < 10000; i += 1) {
      const key = drawPrize(random, TABLE).key;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.get('a')! / 10000).toBeCloseTo(0.1, 1);
    expect(counts.get('c')! / 10000).toBeCloseTo(0.6, 1);
  });

  it('refuses a table with no positive weight', () => {
    expect(() => drawPrize(() => 0, [{ key: 'x', weight: 0, itemSlug: 'p' }])).toThrow(RangeError);
  });

  it('the product table has unique keys and positive weights', () => {
    expect(new Set(MYSTERY_PRIZES.map((prize) => prize.key)).size).toBe(MYSTERY_PRIZES.length);
    expect(MYSTERY_PRIZES.every((prize) => prize.weight > 0)).toBe(true);
  });
});

describe('rerollOutcome', () => {
  it.each([
    [{ rerolls: 0, acceptedAt: null }, 'ok'],
    [{ rerolls: 1, acceptedAt: null }, 'reroll-used'],
    [{ rerolls: 0, acceptedAt: new Date(0) }, 'already-accepted'],
    [{ rerolls: 1, acceptedAt: new Date(0) }, 'already-accepted'],
  ])('%o → %s', (reveal, outcome) => {
    expect(rerollOutcome(reveal)).toBe(outcome);
  });
});
