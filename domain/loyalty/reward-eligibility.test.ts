import { countsForRewards } from './reward-eligibility';

describe('countsForRewards', () => {
  const base = { paid: true, moneyReceived: '12.00', minimum: '5.00', verifiedAccount: true };
  it.each([
    ['a paid order of a verified account above the minimum', base, true],
    ['exactly the minimum', { ...base, moneyReceived: '5.00' }, true],
    ['a cent under the minimum', { ...base, moneyReceived: '4.99' }, false],
    ['a $0 order', { ...base, moneyReceived: '0.00' }, false],
    ['a $0 order with a zero minimum', { ...base, moneyReceived: '0.00', minimum: '0.00' }, false],
    ['an unpaid order', { ...base, paid: false }, false],
    ['an unverified account or a guest', { ...base, verifiedAccount: false }, false],
  ])('%s', (_case, order, expected) => {
    expect(countsForRewards(order)).toBe(expected);
  });
});
