import { ENGLISH_FORM_MESSAGES } from '@/lib/validation/messages';
import { addressLine, addressSchema, addressValues, toSavedAddressInput } from './address-form';

const messages = { ...ENGLISH_FORM_MESSAGES } as never;

describe('addressSchema', () => {
  it.each([
    ['address', { address: '  ' }, 'Address is required'],
    ['city', { city: '' }, 'City is required'],
    ['zip', { zip: '' }, 'Zip is required'],
  ])('%s is required', async (field, change, message) => {
    const values = { ...addressValues(null), address: '1 Elm St', city: 'Austin', zip: '78704', ...change };
    await expect(addressSchema(messages, 'US').validateAt(field, values)).rejects.toThrow(message);
  });

  it.each([
    ['US', '78704-1234', true],
    ['US', '7870', false],
    ['US', 'M5V 3L9', false],
    ['CA', 'm5v 3l9', true],
    ['CA', '78704', false],
  ] as const)('takes only a postal code of the market: %s %p -> %p', async (country, zip, valid) => {
    const values = { ...addressValues(null), address: '1 Elm St', city: 'Austin', zip };
    await expect(addressSchema(messages, country).isValid(values)).resolves.toBe(valid);
  });

  it('says ZIP code in the US and postal code elsewhere', async () => {
    const values = { ...addressValues(null), address: '1 Elm St', city: 'Austin', zip: '1234' };
    await expect(addressSchema(messages, 'US').validateAt('zip', values)).rejects.toThrow('Not a valid ZIP code');
    await expect(addressSchema(messages, 'CA').validateAt('zip', values)).rejects.toThrow('Not a valid postal code');
  });

  it('accepts an address without state, apartment or instructions', async () => {
    const values = { ...addressValues(null), address: '1 Elm St', city: 'Austin', zip: '78704' };
    await expect(addressSchema(messages, 'US').isValid(values)).resolves.toBe(true);
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
