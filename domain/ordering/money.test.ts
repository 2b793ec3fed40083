import { formatAmount, minMoney, Money, nonNegative, roundMoney, toMoney } from './money';

describe('toMoney', () => {
  it.each([
    ['12.50', '12.5'],
    ['0', '0'],
    [' 3.10 ', '3.1'],
    ['-4.25', '-4.25'],
  ])('parses %p', (input, expected) => {
    expect(toMoney(input).toString()).toBe(expected);
  });

  it.each(['', 'abc', '1e5', '1,50', '.5', 'NaN', 'Infinity'])('rejects %p and names the field', (input) => {
    expect(() => toMoney(input, 'unitPrice')).toThrow(/"unitPrice" must be a decimal number/);
  });
});

describe('roundMoney', () => {
  it.each([
    ['0.125', '0.12'],
    ['0.135', '0.14'],
    ['0.145', '0.14'],
    ['2.675', '2.68'],
    ['9.975', '9.98'],
    ['-0.125', '-0.12'],
    ['1.005', '1'],
    ['123456789012.345', '123456789012.34'],
  ])('%p rounds half-to-even to %p', (input, expected) => {
    expect(roundMoney(input).toString()).toBe(expected);
  });
});

describe('formatAmount', () => {
  it.each([
    ['12.5', '12.50'],
    ['0', '0.00'],
    ['-0.001', '0.00'],
    ['0.125', '0.12'],
    ['100', '100.00'],
  ])('%p is written %p', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });
});

describe('minMoney', () => {
  it.each([
    ['1.00', '2.00', '1'],
    ['2.00', '1.00', '1'],
    ['1.00', '1.00', '1'],
  ])('min(%p, %p) = %p', (a, b, expected) => {
    expect(minMoney(new Money(a), new Money(b)).toString()).toBe(expected);
  });
});

describe('nonNegative', () => {
  it.each([
    ['-1.00', '0'],
    ['0', '0'],
    ['3.30', '3.3'],
  ])('%p becomes %p', (input, expected) => {
    expect(nonNegative(new Money(input)).toString()).toBe(expected);
  });
});
