import { POUNDS_IN } from '@/domain/menu/weight-units';
import { localPrice, storeOverride } from './pricing';

describe('localPrice', () => {
  it.each([
    ['12.99', { factor: '1', step: '0.01' }, '1', '12.99'],
    ['22.99', { factor: '1', step: '0.01' }, '1.04', '23.91'],
    ['10.00', { factor: '1', step: '0.01' }, '1.0005', '10.00'], // 10.005: tie, to even
    ['10.00', { factor: '1', step: '0.01' }, '1.0015', '10.02'], // 10.015: tie, to even
    ['10.00', { factor: '1', step: '0.01' }, '1.0016', '10.02'],
    ['22.99', { factor: '1.30', step: '0.01' }, '1', '29.89'],
    ['22.99', { factor: '150', step: '10' }, '1', '3450.00'],
    ['1.00', { factor: '25', step: '10' }, '1', '20.00'], // 2.5 steps -> 2 (even)
    ['1.40', { factor: '25', step: '10' }, '1', '40.00'], // 3.5 steps -> 4 (even)
    ['3.49', { factor: '5.5', step: '0.10' }, '1', '19.20'],
  ])('%s x %j x %s = %s', (base, rule, adjust, expected) => {
    expect(localPrice(base, rule, adjust)).toBe(expected);
  });

  it.each([
    ['22.99', { factor: '1', step: '0.01' }, 'lb', '22.99'],
    ['22.99', { factor: '150', step: '10' }, '100g', '760.00'], // ¥760 per 100 g, not ¥3,450 per pound
    ['22.99', { factor: '1.30', step: '0.01' }, '100g', '6.59'],
    ['22.99', { factor: '5.50', step: '0.10' }, 'kg', '278.80'],
  ] as const)('%s per pound x %j sold per %s = %s', (base, rule, weight, expected) => {
    expect(localPrice(base, rule, '1', POUNDS_IN[weight])).toBe(expected);
  });

  it('defaults the regional adjustment to 1', () => {
    expect(localPrice('9.49', { factor: '1', step: '0.01' })).toBe('9.49');
  });
});

describe('storeOverride', () => {
  it.each([
    ['12.99', '12.99', null],
    ['12.9', '12.90', null],
    ['12.99', '13.51', '13.51'],
    ['22.99', '29.89', '29.89'],
  ])('base %s, store %s: %s', (base, price, expected) => {
    expect(storeOverride(base, price)).toBe(expected);
  });
});
