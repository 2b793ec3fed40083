import { referralRewardDue } from './referrals';

describe('referralRewardDue', () => {
  it.each([
    ['referred, first order paid', { referredCustomerId: 2, referrerCustomerId: 1, paidOrders: 1 }, true],
    ['referred, several orders paid', { referredCustomerId: 2, referrerCustomerId: 1, paidOrders: 4 }, true],
    ['referred, nothing paid yet', { referredCustomerId: 2, referrerCustomerId: 1, paidOrders: 0 }, false],
    ['no referrer', { referredCustomerId: 2, referrerCustomerId: null, paidOrders: 3 }, false],
    ['own code', { referredCustomerId: 2, referrerCustomerId: 2, paidOrders: 3 }, false],
  ])('%s', (_name, candidate, due) => {
    expect(referralRewardDue(candidate)).toBe(due);
  });
});
