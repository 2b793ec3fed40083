import { validateValues, type Rules } from '@/lib/form/checks';
import { ENGLISH_FORM_MESSAGES } from '@/lib/validation/messages';
import { addressLine, addressSchema, addressValues, toSavedAddressInput } from './address-form';

const messages = { ...ENGLISH_FORM_MESSAGES } as never;

const isValid = <V>(rules: Rules<V>, values: V) => Object.keys(validateValues(rules, values)).length === 0;

describe('addressSchema', () => {
  it.each([
    ['address', { address: '  ' }, 'Address is required'],
    ['city', { city: '' }, 'City is required'],
    ['zip', { zip: '' }, 'Zip is required'],
  ])('%s is required', (field, change, message) => {
    const values = { ...addressValues(null), address: '1 Elm St', city: 'Austin', zip: '78704', ...change };
    expect(validateValues(addressSchema(messages, 'US'), values)[field as keyof typeof values]).toBe(message);
  });

  it.each([
    ['US', '78704-1234', true],
    ['US', '7870', false],
    ['US', 'M5V 3L9', false],
    ['CA', 'm5v 3l9', true],
    ['CA', '78704', false],
  ] as const)('takes only a postal code of the market: %s %p -> %p', (country, zip, valid) => {
    const values = { ...addressValues(null), address: '1 Elm St', city: 'Austin', zip };
    expect(isValid(addressSchema(messages, country), values)).toBe(valid);
  });

  it('says ZIP code in the US and postal code elsewhere', () => {
    const values = { ...addressValues(null), address: '1 Elm St', city: 'Austin', zip: '1234' };
    expect(validateValues(addressSchema(messages, 'US'), values).zip).toBe('Not a valid ZIP code');
    expect(validateValues(addressSchema(messages, 'CA'), values).zip).toBe('Not a valid postal code');
  });

  it('accepts an address without state, apartment or instructions', () => {
    const values = { ...addressValues(null), address: '1 Elm St', city: 'Austin', zip: '78704' };
    expect(isValid(addressSchema(messages, 'US'), values)).toBe(true);
  });
});

describe('toSavedAddressInput', () => {
  it.each([
    ['home', 1],
    ['work', 2],
    ['other', 3],
  ] as const)('sends kind %s as id %i, blanks as null, primary only when asked', (kind, kindId) => {
    const input = toSavedAddressInput({ ...addressValues(null), kind, address: ' 1 Elm St ', city: 'Austin', zip: '78704' });
    expect(input).toEqual({ kindId, address: '1 Elm St', city: 'Austin', state: null, zip: '78704', aptSuitBldg: null, deliveryInstructions: null });
    expect(toSavedAddressInput({ ...addressValues(null), primary: true }).primary).toBe(true);
  });
});

describe('addressLine', () => {
  it.each([
    [{ address: '1 Elm St', aptSuitBldg: 'Apt 4', city: 'Austin', state: 'TX', zip: '78704' }, '1 Elm St, Apt 4, Austin, TX 78704'],
    [{ address: '4200 boul. Saint-Laurent', aptSuitBldg: null, city: 'Montréal', state: null, zip: 'H2W 1Y8' }, '4200 boul. Saint-Laurent, Montréal, H2W 1Y8'],
  ])('%j', (address, expected) => {
    expect(addressLine(address)).toBe(expected);
  });
});
