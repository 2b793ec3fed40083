import { cardCheckAction, cardCheckOf, type CardChecks } from './card-checks';

const passing: CardChecks = { cvc: 'pass', postalCode: 'pass', line1: 'pass' };

describe('cardCheckAction', () => {
  it.each([
    ['every check passing', passing, 'accept'],
    ['a failed security code', { ...passing, cvc: 'fail' }, 'decline'],
    ['a failed security code and postal code', { ...passing, cvc: 'fail', postalCode: 'fail' }, 'decline'],
    ['a failed postal code', { ...passing, postalCode: 'fail' }, 'hold-for-review'],
    ['a failed street line only', { ...passing, line1: 'fail' }, 'accept'],
    ['no check run', { cvc: 'unavailable', postalCode: 'unavailable', line1: 'unavailable' }, 'accept'],
    ['an unavailable security code with a failed postal code', { ...passing, cvc: 'unavailable', postalCode: 'fail' }, 'hold-for-review'],
  ] as const)('%s → %s', (_name, checks, action) => {
    expect(cardCheckAction(checks)).toBe(action);
  });
});

describe('cardCheckOf', () => {
  it.each([
    ['pass', 'pass'],
    ['fail', 'fail'],
    ['unchecked', 'unavailable'],
    ['unavailable', 'unavailable'],
    [null, 'unavailable'],
    [undefined, 'unavailable'],
    ['PASS', 'unavailable'],
  ] as const)('%s → %s', (value, check) => {
    expect(cardCheckOf(value)).toBe(check);
  });
});
