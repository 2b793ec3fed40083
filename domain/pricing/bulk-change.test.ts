import { changedPrice, planMoves, type StoreItemPrice } from './bulk-change';
import { fitsDecimals, isPercent, isPrice } from './limits';
import { storePrice } from './store-price';

describe('storePrice', () => {
  it.each([
    ['9.99', null, '9.99'],
    ['9.99', '10.49', '10.49'],
    ['9.99', '0.00', '0.00'],
    ['12', null, '12.00'],
  ])('base %s, override %s: %s', (base, override, expected) => {
    expect(storePrice(base, override)).toBe(expected);
  });
});

describe('changedPrice', () => {
  it.each([
    ['10.00', 'set', '12.50', '12.50'],
    ['10.00', 'add', '1.25', '11.25'],
    ['10.00', 'subtract', '1.25', '8.75'],
    ['1.00', 'subtract', '5', '0.00'],
    ['10.00', 'percent', '5', '10.50'],
    ['10.00', 'percent', '-100', '0.00'],
    ['9.99', 'percent', '10', '10.99'], // 10.989 rounds up
    ['0.25', 'percent', '10', '0.28'], // 0.275 half-to-even: 0.28
    ['0.35', 'percent', '10', '0.38'], // 0.385 half-to-even: 0.38
    ['10.00', 'percent', '-150', '0.00'],
  ] as const)('%s %s %s: %s', (current, kind, amount, expected) => {
    expect(changedPrice(current, { kind, amount })).toBe(expected);
  });
});

describe('planMoves', () => {
  const row = (locationId: number, override: string | null): StoreItemPrice => ({
    locationId,
    storeTitle: `Store ${locationId}`,
    itemId: 7,
    itemTitle: 'Brisket',
    basePrice: '10.00',
    override,
  });

  it('lists only the prices that move, from the store price (override else base)', () => {
    const moves = planMoves([row(1, null), row(2, '12.00'), row(3, '11.00')], { kind: 'set', amount: '11.00' });
    expect(moves).toEqual([
      { locationId: 1, storeTitle: 'Store 1', itemId: 7, itemTitle: 'Brisket', from: '10.00', to: '11.00' },
      { locationId: 2, storeTitle: 'Store 2', itemId: 7, itemTitle: 'Brisket', from: '12.00', to: '11.00' },
    ]);
  });

  it('rounds to the currency’s decimals (whole yen) and carries the option it moves', () => {
    const option = { id: 3, title: 'Brisket upgrade' };
    const moves = planMoves([{ ...row(1, '150.00'), option }], { kind: 'percent', amount: '5' }, 0);
    expect(moves).toEqual([{ locationId: 1, storeTitle: 'Store 1', itemId: 7, itemTitle: 'Brisket', from: '150.00', to: '158.00', option }]);
    expect(changedPrice('150.00', { kind: 'percent', amount: '3' }, 0)).toBe('154.00'); // 154.5 half-to-even: 154
  });

  it('moves nothing when no row is given', () => {
    expect(planMoves([], { kind: 'add', amount: '1' })).toEqual([]);
  });
});

describe('isPrice', () => {
  it.each([
    ['0', true],
    ['12.5', true],
    ['99999.99', true],
    ['100000', false],
    ['1.234', false],
    ['-1', false],
    ['', false],
    ['1e3', false],
  ])('%s: %s', (text, expected) => expect(isPrice(text)).toBe(expected));
});

describe('fitsDecimals', () => {
  it.each([
    ['150', 0, true],
    ['150.00', 0, true],
    ['150.5', 0, false],
    ['1.25', 2, true],
  ])('%s in %s decimals: %s', (text, decimals, expected) => expect(fitsDecimals(text, decimals)).toBe(expected));
});

describe('isPercent', () => {
  it.each([
    ['5', true],
    ['-100', true],
    ['-100.01', false],
    ['1000', true],
    ['1000.5', false],
    ['+2.5', true],
    ['abc', false],
  ])('%s: %s', (text, expected) => expect(isPercent(text)).toBe(expected));
});
