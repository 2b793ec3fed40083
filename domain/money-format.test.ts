import fc from 'fast-check';
import { Decimal } from './money';
import { currencyDecimals, formatMoney, roundHalfEven } from './money-format';

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

describe('currencyDecimals', () => {
  it.each([
    ['USD', 2],
    ['CAD', 2],
    ['MXN', 2],
    ['BRL', 2],
    ['JPY', 0],
  ] as const)('counts %s in %i decimals', (currency, decimals) => {
    expect(currencyDecimals(currency)).toBe(decimals);
  });
});
