import { Decimal, formatAmount, minMoney, nonNegative, parseDecimal, parseNonNegative, roundMoney, sumMoney } from './money';

describe('parseDecimal', () => {
  it.each([
    ['12.50', '12.5'],
    ['0', '0'],
    [' 3.10 ', '3.1'],
    ['-4.25', '-4.25'],
    ['0.09975', '0.09975'],
  ])('reads %p exactly', (input, expected) => {
    expect(parseDecimal(input, 'amount').toString()).toBe(expected);
  });

  it.each(['', 'abc', '1e5', '1,50', '.5', 'NaN', 'Infinity'])('rejects %p and names the field', (input) => {
    expect(() => parseDecimal(input, 'unitPrice')).toThrow(/"unitPrice" must be a decimal number/);
  });
});

describe('parseNonNegative', () => {
  it.each([
    ['0', '0'],
    ['5.00', '5'],
  ])('accepts %p', (input, expected) => {
    expect(parseNonNegative(input, 'tip').toString()).toBe(expected);
  });

  it('refuses a negative and names the field', () => {
    expect(() => parseNonNegative('-0.01', 'tip')).toThrow('"tip" must not be negative, got "-0.01"');
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
    ['-1.5', '-1.50'],
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
    expect(minMoney(new Decimal(a), new Decimal(b)).toString()).toBe(expected);
  });
});

describe('nonNegative', () => {
  it.each([
    ['-1.00', '0'],
    ['0', '0'],
    ['3.30', '3.3'],
  ])('%p becomes %p', (input, expected) => {
    expect(nonNegative(new Decimal(input)).toString()).toBe(expected);
  });
});

describe('sumMoney', () => {
  it.each([
    [[], '0'],
    [['0.10', '0.20'], '0.3'],
    [['1.00', '-0.50'], '0.5'],
  ])('%p sums to %p', (values, expected) => {
    expect(sumMoney(values).toString()).toBe(expected);
  });
});
