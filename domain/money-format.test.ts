import fc from 'fast-check';
import { Decimal } from './money';
import { amountLeft, formatMoney, isZeroAmount, roundHalfEven, shiftDecimal } from './money-format';

describe('roundHalfEven', () => {
  it.each([
    ['2.345', 2, '2.34'],
    ['2.355', 2, '2.36'],
    ['2.3451', 2, '2.35'],
    ['0.005', 2, '0.00'],
    ['0.015', 2, '0.02'],
    ['9.995', 2, '10.00'],
    ['-2.355', 2, '-2.36'],
    ['12', 2, '12.00'],
    ['.5', 0, '0'],
    ['1.5', 0, '2'],
    ['1e-7', 2, '0.00'],
    ['1.25e3', 2, '1250.00'],
    [12.5, 2, '12.50'],
  ] as const)('%j to %i places → %s', (amount, decimals, expected) => {
    expect(roundHalfEven(amount, decimals)).toBe(expected);
  });

  it('rounds a Decimal as Decimal itself does', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 3 }), (units, scale, decimals) => {
        const amount = new Decimal(units.toString()).dividedBy(new Decimal(10).pow(scale));
        expect(roundHalfEven(amount, decimals)).toBe(amount.toFixed(decimals, Decimal.ROUND_HALF_EVEN));
      }),
    );
  });

  it('refuses what is not a number', () => {
    expect(() => roundHalfEven('abc', 2)).toThrow('Not an amount: "abc"');
  });
});

describe('formatMoney from a Decimal', () => {
  it('shows the rounded amount in the currency', () => {
    expect(formatMoney(new Decimal('1234.565'), 'en-us', 'USD')).toBe('$1,234.56');
  });
});

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
    const amountOf = (units: bigint, scale: number) => new Decimal(units.toString()).dividedBy(new Decimal(10).pow(scale));
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), (x, y, xs, ys) => {
        const [a, b] = [amountOf(x, xs), amountOf(y, ys)];
        expect(amountLeft(a.toFixed(), b.toFixed())).toBe(Decimal.max(a.minus(b), 0).toFixed(2, Decimal.ROUND_HALF_EVEN));
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
