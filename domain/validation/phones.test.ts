import { isPhoneOf, phoneE164 } from './phones';

describe('phoneE164', () => {
  it.each([
    ['a Japanese mobile written nationally', '090-1234-5678', 'JP', '+819012345678'],
    ['an Osaka landline', '06-5555-0163', 'JP', '+81655550163'],
    ['a Japanese number with its +81', '+81 90-1234-5678', 'JP', '+819012345678'],
    ['a Monterrey number written nationally', '81 1234 5678', 'MX', '+528112345678'],
    ['a Mexican number with its +52', '+52 81 1234 5678', 'MX', '+528112345678'],
    ['a US number', '(512) 555-0199', 'US', '+15125550199'],
    ['a US number with its 1', '1 512 555 0199', 'US', '+15125550199'],
    ['a Canadian number', '514-555-0100', 'CA', '+15145550100'],
    ['a Texan number at a Canadian store', '(512) 555-0199', 'CA', '+15125550199'],
    ['a US number at a Japanese store, with its +1', '+1 512 555 0199', 'JP', '+15125550199'],
    ['a visitor’s UK mobile, with its +44', '+44 7700 900123', 'US', '+447700900123'],
  ] as const)('reads %s', (_, input, country, expected) => {
    expect(phoneE164(input, country)).toBe(expected);
  });

  it.each([
    ['too short', '12345', 'US'],
    ['letters', 'abc', 'JP'],
    ['a Japanese national number at a US store', '090-1234-5678', 'US'],
    ['a US number without its + at a Japanese store', '(512) 555-0199', 'JP'],
    ['a Japanese mobile without its trunk 0', '90-1234-5678', 'JP'],
    ['too few digits for Japan', '090-1234', 'JP'],
    ['an empty text', '  ', 'MX'],
    ['a +81 number too short for Japan', '+81 90 1234', 'US'],
    ['a visitor’s number too long for E.164', '+44 7700 900123 45678', 'US'],
    ['a visitor’s number with letters', '+44 7700 CALL', 'US'],
  ] as const)('refuses %s', (_, input, country) => {
    expect(phoneE164(input, country)).toBeNull();
    expect(isPhoneOf(country, input)).toBe(false);
  });
});
