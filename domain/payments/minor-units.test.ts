import { fromMinorUnits, toMinorUnits } from './minor-units';

describe('toMinorUnits', () => {
  it.each([
    ['24.50', 'USD', 2450],
    ['0.01', 'CAD', 1],
    ['1200.00', 'JPY', 1200],
    ['1200', 'JPY', 1200],
    ['19.99', 'USD', 1999],
    ['0.10', 'USD', 10],
  ] as const)('%s %s is %d', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it.each([
    ['24.505', 'USD'],
    ['1200.50', 'JPY'],
    ['99999999999999999', 'USD'],
  ] as const)('refuses %s %s, which is no whole number of minor units', (amount, currency) => {
    expect(toMinorUnits(amount, currency)).toBeNull();
  });
});

describe('fromMinorUnits', () => {
  it.each([
    [2450, 'USD', '24.50'],
    [1, 'CAD', '0.01'],
    [1200, 'JPY', '1200.00'],
    [0, 'USD', '0.00'],
  ] as const)('%d %s is %s', (minor, currency, amount) => {
    expect(fromMinorUnits(minor, currency)).toBe(amount);
  });
});
