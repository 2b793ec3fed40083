import fc from 'fast-check';
import { amountLeft, compareAmounts, isZeroAmount, shiftDecimal } from './amounts';
import { Decimal } from './money';

/** Any amount up to 10^12 units with up to `places` decimals, as a Decimal. */
const anAmount = (places: number) =>
  fc
    .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: places }))
    .map(([units, scale]) => new Decimal(units.toString()).dividedBy(new Decimal(10).pow(scale)));

describe('shiftDecimal', () => {
  it.each([
    ['0.09975', 2, '9.975'],
    ['0.05', 2, '5'],
    ['0.13', 2, '13'],
    ['1.5', -2, '0.015'],
    ['-0.25', 2, '-25'],
    ['0', 2, '0'],
  ] as const)('%s × 10^%i → %s', (amount, power, expected) => {
    expect(shiftDecimal(amount, power)).toBe(expected);
  });

  it('multiplies as Decimal does', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: -4, max: 4 }), (units, scale, power) => {
        const amount = new Decimal(units.toString()).dividedBy(new Decimal(10).pow(scale));
        expect(shiftDecimal(amount.toFixed(), power)).toBe(amount.times(new Decimal(10).pow(power)).toFixed());
      }),
    );
  });
});

describe('amountLeft', () => {
  it.each([
    ['219.75', '54.94', '164.81'],
    ['219.75', '219.75', '0.00'],
    ['10', '12.50', '0.00'],
    ['10.005', '0', '10.00'],
    ['10.015', '0.001', '10.01'],
    ['5', '-2.5', '7.50'],
  ] as const)('%s less %s → %s', (amount, taken, expected) => {
    expect(amountLeft(amount, taken)).toBe(expected);
  });

  it('subtracts as Decimal does, floored at zero', () => {
    fc.assert(
      fc.property(anAmount(4), anAmount(4), (a, b) => {
        expect(amountLeft(a.toFixed(), b.toFixed())).toBe(Decimal.max(a.minus(b), 0).toFixed(2, Decimal.ROUND_HALF_EVEN));
      }),
    );
  });
});

describe('compareAmounts', () => {
  it.each([
    ['100.00', '100', 0],
    ['100.0001', '100', 1],
    ['999999.99', '1000000', -1],
    ['-0.5', '0', -1],
    ['.5', '0.49', 1],
  ] as const)('%s against %s → %s', (a, b, expected) => {
    expect(compareAmounts(a, b)).toBe(expected);
  });

  it('orders as Decimal does', () => {
    fc.assert(
      fc.property(anAmount(6), anAmount(6), (a, b) => {
        expect(compareAmounts(a.toFixed(), b.toFixed())).toBe(a.comparedTo(b));
      }),
    );
  });
});

describe('isZeroAmount', () => {
  it.each([
    ['0', true],
    ['0.00', true],
    ['-0', true],
    ['0.01', false],
    ['-3', false],
  ] as const)('%s → %s', (amount, expected) => {
    expect(isZeroAmount(amount)).toBe(expected);
  });
});
