import { amountForEntry, readAmount } from './amount-entry';

describe('readAmount', () => {
  it.each([
    ['5,00', 'fr-ca', 'CAD', '5.00'],
    ['5,5', 'fr-ca', 'CAD', '5.50'],
    ['5.00', 'fr-ca', 'CAD', '5.00'],
    ['1 234,50', 'fr-ca', 'CAD', '1234.50'],
    ['1\u202f234,50', 'fr-ca', 'CAD', '1234.50'],
    ['1\u00a0234,50', 'fr-ca', 'CAD', '1234.50'],
    ['1 234 567.5', 'fr-ca', 'CAD', '1234567.50'],
    [' 12 ', 'fr-ca', 'CAD', '12.00'],
    [',5', 'fr-ca', 'CAD', '0.50'],
    ['007,10', 'fr-ca', 'CAD', '7.10'],
    ['54,94', 'pt-br', 'BRL', '54.94'],
    ['1.234,50', 'pt-br', 'BRL', '1234.50'],
    ['54.94', 'pt-br', 'BRL', '54.94'],
    ['12.50', 'en-us', 'USD', '12.50'],
    ['1,234.5', 'en-us', 'USD', '1234.50'],
    ['1,234', 'en-us', 'USD', '1234.00'],
    ['1,234.50', 'es-mx', 'MXN', '1234.50'],
    ['500', 'ja-jp', 'JPY', '500'],
    ['1,500', 'ja-jp', 'JPY', '1500'],
  ] as const)('reads %j in %s (%s) as %j', (typed, locale, currency, amount) => {
    expect(readAmount(typed, locale, currency)).toEqual({ ok: true, amount });
  });

  it.each([
    ['', 'fr-ca', 'CAD', 'empty'],
    ['   ', 'fr-ca', 'CAD', 'empty'],
    ['5,0,0', 'fr-ca', 'CAD', 'invalid'],
    ['5,00.1', 'fr-ca', 'CAD', 'invalid'],
    ['abc', 'fr-ca', 'CAD', 'invalid'],
    ['cinq', 'fr-ca', 'CAD', 'invalid'],
    ['12 34,5', 'fr-ca', 'CAD', 'invalid'],
    ['5,50 $', 'fr-ca', 'CAD', 'invalid'],
    [',', 'fr-ca', 'CAD', 'invalid'],
    ['1e3', 'en-us', 'USD', 'invalid'],
    ['5,00', 'en-us', 'USD', 'invalid'],
    ['5,50', 'es-mx', 'MXN', 'invalid'],
    ['1 234.50', 'en-us', 'USD', 'invalid'],
    ['1.2.3', 'pt-br', 'BRL', 'invalid'],
    ['-5', 'fr-ca', 'CAD', 'negative'],
    ['\u22125,00', 'fr-ca', 'CAD', 'negative'],
    ['+5', 'en-us', 'USD', 'invalid'],
    ['5,005', 'fr-ca', 'CAD', 'tooManyDecimals'],
    ['1.000', 'pt-br', 'BRL', 'tooManyDecimals'],
    ['1.000', 'en-us', 'USD', 'tooManyDecimals'],
    ['500.5', 'ja-jp', 'JPY', 'tooManyDecimals'],
    ['500.0', 'ja-jp', 'JPY', 'tooManyDecimals'],
  ] as const)('refuses %j in %s (%s): %s', (typed, locale, currency, problem) => {
    expect(readAmount(typed, locale, currency)).toEqual({ ok: false, problem });
  });

  it.each([
    ['-0,50', '-0.50'],
    ['+1,5', '1.50'],
    ['- 2', '-2.00'],
    ['-0', '0.00'],
  ])('reads a signed change %j as %j', (typed, amount) => {
    expect(readAmount(typed, 'fr-ca', 'CAD', { signed: true })).toEqual({ ok: true, amount });
  });

  it('takes the decimals a field names instead of the currency’s', () => {
    expect(readAmount('2,5', 'fr-ca', 'JPY', { decimals: 2 })).toEqual({ ok: true, amount: '2.50' });
  });
});

describe('amountForEntry', () => {
  it.each([
    ['12.5', 'fr-ca', 'CAD', '12,50'],
    ['1234.50', 'pt-br', 'BRL', '1234,50'],
    ['12.5', 'en-us', 'USD', '12.50'],
    ['1234.5', 'es-mx', 'MXN', '1234.50'],
    ['500.00', 'ja-jp', 'JPY', '500'],
    ['2.345', 'en-ca', 'CAD', '2.34'],
  ] as const)('writes %j for a field in %s (%s) as %j', (amount, locale, currency, text) => {
    expect(amountForEntry(amount, locale, currency)).toBe(text);
  });

  it('writes the decimals a field names instead of the currency’s, signed', () => {
    expect(amountForEntry('-0.5', 'fr-ca', 'JPY', { decimals: 2 })).toBe('-0,50');
  });

  it.each([
    ['fr-ca', 'CAD'],
    ['pt-br', 'BRL'],
    ['ja-jp', 'JPY'],
    ['en-us', 'USD'],
  ] as const)('is read back unchanged in %s', (locale, currency) => {
    const written = amountForEntry('1234.56', locale, currency);
    expect(readAmount(written, locale, currency)).toEqual({ ok: true, amount: currency === 'JPY' ? '1235' : '1234.56' });
  });
});
