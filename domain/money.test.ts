import {
  AMOUNT_PATTERN,
  AMOUNT_TYPE_MESSAGE,
  centsToDollars,
  Decimal,
  dollarsToCents,
  formatMoney,
  isValidAmount,
  toMoney,
  toMoneyString,
} from './money';

describe('Decimal', () => {
  it('rounds half to even by default', () => {
    expect(new Decimal('2.5').toDecimalPlaces(0).toString()).toBe('2');
    expect(new Decimal('3.5').toDecimalPlaces(0).toString()).toBe('4');
  });

  it('adds without float error', () => {
    expect(new Decimal('0.1').plus('0.2').toString()).toBe('0.3');
  });
});

describe('toMoney', () => {
  it.each([
    ['0.125', '0.12'],
    ['0.135', '0.14'],
    ['0.145', '0.14'],
    ['0.1251', '0.13'],
    ['-0.125', '-0.12'],
    ['-0.135', '-0.14'],
    ['10', '10'],
    ['123456789012345678.125', '123456789012345678.12'],
  ])('%s → %s', (input, expected) => {
    expect(toMoney(input).toString()).toBe(expected);
  });

  it('accepts a Decimal and a number', () => {
    expect(toMoney(new Decimal('1.005')).toString()).toBe('1');
    expect(toMoney(2.675).toString()).toBe('2.68');
  });
});

describe('toMoneyString', () => {
  it.each([
    ['12.5', '12.50'],
    ['0', '0.00'],
    ['0.125', '0.12'],
    ['-3', '-3.00'],
    ['999999999999.995', '1000000000000.00'],
  ])('%s → %s', (input, expected) => {
    expect(toMoneyString(input)).toBe(expected);
  });
});

describe('centsToDollars', () => {
  it.each<[string | number, string]>([
    [1250, '12.50'],
    [0, '0.00'],
    [1, '0.01'],
    ['2.5', '0.02'],
    ['3.5', '0.04'],
    ['12.5', '0.12'],
    ['13.5', '0.14'],
    [-1250, '-12.50'],
    ['-2.5', '-0.02'],
    ['900719925474099100', '9007199254740991.00'],
  ])('%s cents → %s', (cents, expected) => {
    expect(centsToDollars(cents)).toBe(expected);
  });
});

describe('dollarsToCents', () => {
  it.each<[string | number, number]>([
    ['12.50', 1250],
    ['0.01', 1],
    ['0.125', 12],
    ['0.135', 14],
    [19.99, 1999],
    [0.29, 29],
    ['-12.345', -1234],
    ['0', 0],
    ['90071992547409.91', 9007199254740991],
  ])('%s → %s cents', (amount, expected) => {
    expect(dollarsToCents(amount)).toBe(expected);
  });

  it('refuses amounts whose cents pass the safe-integer range', () => {
    expect(() => dollarsToCents('90071992547409.93')).toThrow('Amount "90071992547409.93" is too large to count in cents');
  });
});

describe('formatMoney', () => {
  const nbsp = '\u00a0';
  const narrowNbsp = '\u202f';
  it.each([
    ['1234.5', 'en-us', 'USD', '$1,234.50'],
    ['0.125', 'en-us', 'USD', '$0.12'],
    ['0.135', 'en-us', 'USD', '$0.14'],
    ['-5', 'en-us', 'USD', '-$5.00'],
    ['1234.5', 'en-ca', 'CAD', '$1,234.50'],
    ['1234.5', 'fr-ca', 'CAD', `1${nbsp}234,50${nbsp}$`],
    ['12345678901234567.125', 'en-us', 'USD', '$12,345,678,901,234,567.12'],
    ['1234.5', 'ja-jp', 'JPY', '￥1,234'],
    ['1235.5', 'ja-jp', 'JPY', '￥1,236'],
  ] as const)('%s in %s %s → %s', (amount, locale, currency, expected) => {
    expect(formatMoney(amount, locale, currency).replace(narrowNbsp, nbsp)).toBe(expected);
  });
});

describe('AMOUNT_PATTERN', () => {
  it.each([
    ['', true],
    ['0', true],
    ['12', true],
    ['12.', true],
    ['12.50', true],
    ['.5', true],
    ['.', false],
    ['-1', false],
    ['1e5', false],
    ['1,5', false],
    ['12.5.1', false],
    ['abc', false],
    [' 1', false],
  ])('%j → %s', (value, expected) => {
    expect(AMOUNT_PATTERN.test(value)).toBe(expected);
  });
});

describe('isValidAmount', () => {
  it.each<[string | number, boolean]>([
    ['', true],
    ['  ', true],
    ['12.50', true],
    [' 12.50 ', true],
    ['-3', false],
    ['ten', false],
    [0, true],
    [12.5, true],
    [1e21, true],
    [-0.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%j → %s', (value, expected) => {
    expect(isValidAmount(value)).toBe(expected);
  });

  it.each([null, undefined, {}, [], true, 10n])('throws for %p', (value) => {
    expect(() => isValidAmount(value)).toThrow(new Error(AMOUNT_TYPE_MESSAGE));
  });

  it('says exactly what the SPEC says', () => {
    expect(AMOUNT_TYPE_MESSAGE).toBe('Amount passed must be of type String or Number');
  });
});
