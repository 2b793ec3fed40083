import { accountAgeDays, NEW_ACCOUNT_DAYS, reviewHoldReason } from './review-holds';

const paidAt = new Date('2030-05-10T12:00:00Z');
const daysBefore = (days: number, ms = 0) => new Date(paidAt.getTime() - days * 24 * 3600 * 1000 + ms);

describe('reviewHoldReason', () => {
  it.each([
    ['a guest above the threshold', { total: '500.01', threshold: '500.00', accountCreatedAt: null }, 'guest'],
    ['a guest at the threshold', { total: '500.00', threshold: '500.00', accountCreatedAt: null }, null],
    ['a guest below the threshold', { total: '12.50', threshold: '500.00', accountCreatedAt: null }, null],
    ['a brand without a threshold', { total: '9999.00', threshold: null, accountCreatedAt: null }, null],
    ['a threshold of zero holds any paid guest order', { total: '0.01', threshold: '0.00', accountCreatedAt: null }, 'guest'],
    ['an account created today', { total: '600.00', threshold: '500.00', accountCreatedAt: daysBefore(0) }, 'new-account'],
    ['an account one millisecond short of 7 days', { total: '600.00', threshold: '500.00', accountCreatedAt: daysBefore(NEW_ACCOUNT_DAYS, 1) }, 'new-account'],
    ['an account exactly 7 days old', { total: '600.00', threshold: '500.00', accountCreatedAt: daysBefore(NEW_ACCOUNT_DAYS) }, null],
    ['an old account', { total: '600.00', threshold: '500.00', accountCreatedAt: daysBefore(400) }, null],
    ['a new account below the threshold', { total: '400.00', threshold: '500.00', accountCreatedAt: daysBefore(1) }, null],
    ['amounts compared as decimals, never as text', { total: '1000.00', threshold: '999.99', accountCreatedAt: null }, 'guest'],
    ['a failed postal code check, the brand without a threshold', { total: '12.50', threshold: null, accountCreatedAt: daysBefore(400), postalCodeCheckFailed: true }, 'postal-code'],
    ['a failed postal code check below the threshold', { total: '12.50', threshold: '500.00', accountCreatedAt: daysBefore(400), postalCodeCheckFailed: true }, 'postal-code'],
    ['a failed postal code check by a guest above the threshold', { total: '600.00', threshold: '500.00', accountCreatedAt: null, postalCodeCheckFailed: true }, 'postal-code'],
    ['a passed postal code check changes nothing', { total: '12.50', threshold: null, accountCreatedAt: null, postalCodeCheckFailed: false }, null],
  ] as const)('%s', (_name, facts, expected) => {
    expect(reviewHoldReason({ ...facts, paidAt })).toBe(expected);
  });
});

describe('accountAgeDays', () => {
  it.each([
    [daysBefore(0), 0],
    [daysBefore(1, 1), 0],
    [daysBefore(1), 1],
    [daysBefore(6, -1), 6],
    [new Date(paidAt.getTime() + 1000), 0],
  ])('%s → %i', (createdAt, days) => {
    expect(accountAgeDays(createdAt, paidAt)).toBe(days);
  });
});
