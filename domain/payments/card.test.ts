import {
  formatExpiry,
  isExpired,
  last4,
  maskedCard,
  normalizeCardNumber,
  parseExpiry,
  validateCard,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from './card';
import { luhnValid } from './luhn';

/** 15 March 2026, midday UTC. */
const NOW = new Date('2026-03-15T12:00:00Z');

describe('normalizeCardNumber', () => {
  it.each([
    ['4242 4242 4242 4242', '4242424242424242'],
    ['4242-4242-4242-4242', '4242424242424242'],
    [' 3782 822463 10005 ', '378282246310005'],
    ['4242x', '4242x'],
  ])('%j → %j', (input, digits) => {
    expect(normalizeCardNumber(input)).toBe(digits);
  });
});

describe('luhnValid', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['79927398713', true],
    ['79927398710', false],
    ['0', false],
    ['00', true],
    ['', false],
    ['4242-4242', false],
  ])('%j → %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

describe('validateCardNumber', () => {
  it.each([
    ['4242 4242 4242 4242', '4242424242424242', 'visa'],
    ['4222222222222', '4222222222222', 'visa'],
    ['2223 0031 2200 3222', '2223003122003222', 'mastercard'],
    ['3782 822463 10005', '378282246310005', 'amex'],
  ])('%j is a %s', (input, number, brand) => {
    expect(validateCardNumber(input)).toEqual({ ok: true, value: { number, brand } });
  });

  it.each([
    ['', 'number_required', 'Card number is required'],
    ['   ', 'number_required', 'Card number is required'],
    ['4242424242424241', 'number_invalid', 'Card number is not valid'],
    ['424242424242424', 'number_invalid', 'Card number is not valid'],
    ['5555555555554', 'number_invalid', 'Card number is not valid'],
    ['1234567812345670', 'number_invalid', 'Card number is not valid'],
    ['4242a24242424242', 'number_invalid', 'Card number is not valid'],
    ['37828224631000', 'number_invalid', 'Card number is not valid'],
  ])('%j fails with %s', (input, code, message) => {
    expect(validateCardNumber(input)).toEqual({ ok: false, error: { field: 'number', code, message } });
  });
});

describe('parseExpiry', () => {
  it.each([
    ['03/27', 3, 2027],
    ['3/27', 3, 2027],
    ['12/2030', 12, 2030],
    [' 01 / 29 ', 1, 2029],
  ])('%j is %i/%i', (input, month, year) => {
    expect(parseExpiry(input)).toEqual({ ok: true, value: { month, year } });
  });

  it.each([
    ['', 'expiry_required', 'Expiry date is required'],
    ['0327', 'expiry_format', 'Expiry date must be MM/YY'],
    ['03-27', 'expiry_format', 'Expiry date must be MM/YY'],
    ['03/027', 'expiry_format', 'Expiry date must be MM/YY'],
    ['March 2027', 'expiry_format', 'Expiry date must be MM/YY'],
    ['00/27', 'expiry_month', 'Expiry month must be between 01 and 12'],
    ['13/27', 'expiry_month', 'Expiry month must be between 01 and 12'],
  ])('%j fails with %s', (input, code, message) => {
    expect(parseExpiry(input)).toEqual({ ok: false, error: { field: 'expiry', code, message } });
  });
});

describe('isExpired', () => {
  const march2026 = { month: 3, year: 2026 };
  it.each([
    ['2026-03-31T23:59:59Z', march2026, false],
    ['2026-04-01T11:59:59Z', march2026, false],
    ['2026-04-01T12:00:00Z', march2026, true],
    ['2026-05-01T00:00:00Z', march2026, true],
    ['2026-12-31T23:00:00Z', { month: 12, year: 2026 }, false],
    ['2027-01-01T12:00:00Z', { month: 12, year: 2026 }, true],
    ['2026-03-15T12:00:00Z', { month: 2, year: 2026 }, true],
  ])('at %s, %o expired: %s', (now, expiry, expired) => {
    expect(isExpired(expiry, new Date(now))).toBe(expired);
  });
});

describe('validateExpiry', () => {
  it.each([
    ['03/26', 3, 2026],
    ['03/2026', 3, 2026],
    ['04/26', 4, 2026],
    ['12/46', 12, 2046],
  ])('%j is still good in March 2026', (input, month, year) => {
    expect(validateExpiry(input, NOW)).toEqual({ ok: true, value: { month, year } });
  });

  it.each([
    ['02/26', 'expired', 'Card has expired'],
    ['02/2026', 'expired', 'Card has expired'],
    ['12/25', 'expired', 'Card has expired'],
    ['01/47', 'expiry_too_far', 'Expiry date is too far in the future'],
    ['3-26', 'expiry_format', 'Expiry date must be MM/YY'],
  ])('%j fails with %s', (input, code, message) => {
    expect(validateExpiry(input, NOW)).toEqual({ ok: false, error: { field: 'expiry', code, message } });
  });
});

describe('validateCvc', () => {
  it.each([
    ['123', 'visa'],
    ['1234', 'amex'],
    [' 999 ', 'jcb'],
    ['123', undefined],
    ['1234', undefined],
  ] as const)('%j is good for %s', (input, brand) => {
    expect(validateCvc(input, brand)).toEqual({ ok: true, value: input.trim() });
  });

  it.each([
    ['', 'visa', 'cvc_required', 'Security code is required'],
    ['12', 'visa', 'cvc_length', 'Security code must be 3 digits'],
    ['1234', 'mastercard', 'cvc_length', 'Security code must be 3 digits'],
    ['12a', 'visa', 'cvc_length', 'Security code must be 3 digits'],
    ['123', 'amex', 'cvc_length', 'Security code must be 4 digits'],
    ['12345', 'amex', 'cvc_length', 'Security code must be 4 digits'],
    ['12', undefined, 'cvc_length', 'Security code must be 3 or 4 digits'],
  ] as const)('%j for %s fails with %s', (input, brand, code, message) => {
    expect(validateCvc(input, brand)).toEqual({ ok: false, error: { field: 'cvc', code, message } });
  });
});

describe('validateCard', () => {
  it('returns the normalised card when every field is good', () => {
    expect(validateCard({ number: '3782 822463 10005', expiry: '04/28', cvc: '1234' }, NOW)).toEqual({
      ok: true,
      card: { number: '378282246310005', brand: 'amex', expiry: { month: 4, year: 2028 }, cvc: '1234' },
    });
  });

  it('reports every field at fault together', () => {
    const check = validateCard({ number: '4242424242424241', expiry: '01/26', cvc: '12' }, NOW);
    expect(check).toEqual({
      ok: false,
      errors: [
        { field: 'number', code: 'number_invalid', message: 'Card number is not valid' },
        { field: 'expiry', code: 'expired', message: 'Card has expired' },
        { field: 'cvc', code: 'cvc_length', message: 'Security code must be 3 digits' },
      ],
    });
  });

  it('asks for the amex security code length as soon as the brand shows, even with a bad number', () => {
    const check = validateCard({ number: '3782', expiry: '04/28', cvc: '123' }, NOW);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.map((error) => error.message)).toContain('Security code must be 4 digits');
  });
});

describe('last4', () => {
  it.each([
    ['4242424242424242', '4242'],
    ['3782 822463 10005', '0005'],
  ])('%j → %s', (number, digits) => {
    expect(last4(number)).toBe(digits);
  });
});

describe('maskedCard', () => {
  it.each([
    ['visa', '4242', 'Visa •••• 4242'],
    ['amex', '0005', 'American Express •••• 0005'],
    ['mastercard', '4444', 'Mastercard •••• 4444'],
  ] as const)('%s %s reads %j', (brand, digits, text) => {
    expect(maskedCard(brand, digits)).toBe(text);
  });
});

describe('formatExpiry', () => {
  it.each([
    [{ month: 3, year: 2027 }, '03/27'],
    [{ month: 12, year: 2030 }, '12/30'],
    [{ month: 1, year: 2100 }, '01/00'],
  ])('%o reads %s', (expiry, text) => {
    expect(formatExpiry(expiry)).toBe(text);
  });
});
