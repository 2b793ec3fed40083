import { isLocalReader, storePhoneE164, storePhoneText } from './store-phone';

describe('isLocalReader', () => {
  it.each([
    ['JP', 'ja-jp', true],
    ['JP', 'en-jp', false],
    ['JP', 'en-us', false],
    ['CA', 'en-ca', true],
    ['CA', 'fr-ca', true],
    ['US', 'en-us', true],
    ['US', 'en-ca', false],
    ['MX', 'es-mx', true],
    ['MX', 'en-mx', false],
    ['BR', 'pt-br', true],
    ['AE', 'en-ae', true],
  ] as const)('%s store, %s reader -> %s', (country, locale, expected) => {
    expect(isLocalReader(country, locale)).toBe(expected);
  });
});

describe('storePhoneText', () => {
  it.each([
    ['+81 6-5555-0163', 'JP', 'ja-jp', '06-5555-0163'],
    ['+81 3-5555-0162', 'JP', 'ja-jp', '03-5555-0162'],
    ['+81 6-5555-0163', 'JP', 'en-jp', '+81 6 5555 0163'],
    ['+55 11 5555-0161', 'BR', 'pt-br', '(11) 5555-0161'],
    ['+55 11 5555-0161', 'BR', 'en-br', '+55 11 5555 0161'],
    ['+52 81 5555 0164', 'MX', 'es-mx', '81 5555 0164'],
    ['(214) 555-0100', 'US', 'en-us', '(214) 555-0100'],
    ['+1 604 555 0123', 'CA', 'fr-ca', '(604) 555-0123'],
    ['not a number', 'JP', 'ja-jp', 'not a number'],
  ] as const)('%s (%s) for %s -> %s', (phone, country, locale, expected) => {
    expect(storePhoneText(phone, country, locale)).toBe(expected);
  });
});

describe('storePhoneE164', () => {
  it.each([
    ['+81 6-5555-0163', 'JP', '+81655550163'],
    ['(214) 555-0100', 'US', '+12145550100'],
    ['06-5555-0163', 'JP', '+81655550163'],
    ['ext 12', 'US', '12'],
  ] as const)('%s (%s) -> %s', (phone, country, expected) => {
    expect(storePhoneE164(phone, country)).toBe(expected);
  });
});
