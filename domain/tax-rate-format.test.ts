import { formatTaxRate } from './tax-rate-format';

describe('formatTaxRate', () => {
  it.each([
    ['0.08', 'ja-jp', '8'],
    ['0.1', 'ja-jp', '10'],
    ['0.16', 'es-mx', '16'],
    ['0.09975', 'fr-ca', '9,975'],
    ['0.0825', 'en-us', '8.25'],
  ] as const)('%s in %s is %s', (rate, locale, expected) => {
    expect(formatTaxRate(rate, locale)).toBe(expected);
  });
});
