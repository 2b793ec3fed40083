import { isEmail, isPostalCode, isValidPhone, phoneDigits, postalCodeInputMode } from './patterns';

describe('phoneDigits', () => {
  it('drops spaces, dots, dashes and parentheses', () => {
    expect(phoneDigits('(512) 555-0142')).toBe('5125550142');
    expect(phoneDigits('+1 514.555.0199')).toBe('+15145550199');
  });
});

describe('isValidPhone', () => {
  it.each([
    ['(512) 555-0142', true],
    ['512-555-0142', true],
    ['1 512 555 0142', true],
    ['+1 (514) 555-0199', true],
    ['+44 20 7946 0958', true],
    ['+81 3 1234 5678', true],
    ['555-0142', false],
    ['012 555 0142', false],
    ['512 055 0142', false],
    ['512555014', false],
    ['51255501420', false],
    ['+1234', false],
    ['phone me', false],
    ['', false],
  ])('%p -> %p', (input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });
});

describe('isEmail', () => {
  it.each([
    ['ada@example.com', true],
    [' ada@example.co.uk ', true],
    ['ada@example', false],
    ['ada@', false],
    ['ada example@example.com', false],
    ['@example.com', false],
  ])('%p -> %p', (input, expected) => {
    expect(isEmail(input)).toBe(expected);
  });
});

describe('isPostalCode', () => {
  it.each([
    ['US', '78701', true],
    ['US', '78701-1234', true],
    ['US', '7870', false],
    ['US', 'M5V 3L9', false],
    ['CA', 'M5V 3L9', true],
    ['CA', 'm5v3l9', true],
    ['CA', '78701', false],
    ['CA', 'M5V-3L9', false],
    ['CA', 'M5V 3L', false],
    ['US', '787011', false],
    ['US', ' 78701 ', true],
    ['BR', '05422-001', true],
    ['BR', '05422001', true],
    ['BR', '05422-01', false],
    ['JP', '150-0043', true],
    ['JP', '1500043', true],
    ['JP', '150-004', false],
    ['MX', '66260', true],
    ['MX', '6626', false],
    ['EG', '11211', true],
    ['PK', '54660', true],
    ['PH', '1229', true],
    ['PH', '12290', false],
    ['AE', '00000', true],
  ] as const)('%s %p -> %p', (country, input, expected) => {
    expect(isPostalCode(country, input)).toBe(expected);
  });
});

describe('postalCodeInputMode', () => {
  it.each([
    ['US', 'numeric'],
    ['JP', 'numeric'],
    ['BR', 'numeric'],
    ['CA', 'text'],
    ['AE', 'text'],
  ] as const)('%s types its postal codes on the %s keyboard', (country, mode) => {
    expect(postalCodeInputMode(country)).toBe(mode);
  });

  it('opens digits only where every valid code can be typed with digits alone', () => {
    expect(isPostalCode('US', '787011234')).toBe(true);
    expect(isPostalCode('JP', '1500043')).toBe(true);
    expect(isPostalCode('BR', '05422001')).toBe(true);
  });
});
