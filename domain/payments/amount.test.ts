import { exceeds, parsePaymentAmount } from './amount';

describe('parsePaymentAmount', () => {
  it.each([
    ['12', '12.00'],
    ['12.5', '12.50'],
    ['12.50', '12.50'],
    ['0.01', '0.01'],
    ['9999999999.99', '9999999999.99'],
    ['007.10', '7.10'],
  ])('%s becomes %s', (input, amount) => {
    expect(parsePaymentAmount(input)).toEqual({ ok: true, amount });
  });

  it.each(['0', '0.00', '-1.00', '1.005', '12.', '.5', '1e3', ' 1.00', '1,00', '', 'NaN', '12345678901.00'])(
    '%j is refused, quoting the amount',
    (input) => {
      const check = parsePaymentAmount(input);
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.message).toContain(`"${input}"`);
    },
  );

  it.each([[12.5], [null], [undefined], [{ amount: '1.00' }]])('a non-string %p is refused', (input) => {
    expect(parsePaymentAmount(input)).toEqual({
      ok: false,
      message: expect.stringMatching(/^Amount must be a decimal string such as "12.50", not a /),
    });
  });
});

describe('exceeds', () => {
  it.each([
    ['10.01', '10.00', true],
    ['10.00', '10.00', false],
    ['9.99', '10.00', false],
    ['100.00', '99.99', true],
  ])('%s over %s: %s', (amount, limit, expected) => {
    expect(exceeds(amount, limit)).toBe(expected);
  });
});
