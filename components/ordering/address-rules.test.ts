import { EMPTY_ADDRESS, isCompleteAddress, isSendableAddress, missingAddressFields, trimAddress } from './address-rules';

const full = { street: '1200 Main St', aptSuitBldg: '', city: 'Dallas', state: 'TX', zip: '75201' };

describe('missingAddressFields', () => {
  it.each([
    ['a full address', full, []],
    ['an empty form', EMPTY_ADDRESS, ['street', 'city', 'state', 'zip']],
    ['no street', { ...full, street: '' }, ['street']],
    ['blank city', { ...full, city: '   ' }, ['city']],
    ['no state', { ...full, state: '' }, ['state']],
    ['no postal code', { ...full, zip: '' }, ['zip']],
  ])('%s', (_case, address, expected) => {
    expect(missingAddressFields(address)).toEqual(expected);
    expect(isCompleteAddress(address)).toBe(expected.length === 0);
  });

  it('does not need the apartment', () => {
    expect(isCompleteAddress({ ...full, aptSuitBldg: '' })).toBe(true);
  });
});

describe('isSendableAddress', () => {
  it.each([
    ['US', '75201', true],
    ['US', '75201-1234', true],
    ['US', '7520', false],
    ['US', 'M5V 2T6', false],
    ['CA', 'm5v 2t6', true],
    ['CA', 'M5V2T6', true],
    ['CA', '75201', false],
  ] as const)('%s %p -> %p', (country, zip, expected) => {
    expect(isSendableAddress({ ...full, zip }, country)).toBe(expected);
  });

  it('does not send an incomplete address, whatever its zip', () => {
    expect(isSendableAddress({ ...full, city: '' }, 'US')).toBe(false);
  });
});

describe('trimAddress', () => {
  it('trims every field and upper-cases the postal code', () => {
    expect(trimAddress({ street: ' 1 Bay St ', aptSuitBldg: ' 4 ', city: ' Toronto', state: 'ON ', zip: ' m5v 2t6 ' })).toEqual({
      street: '1 Bay St',
      aptSuitBldg: '4',
      city: 'Toronto',
      state: 'ON',
      zip: 'M5V 2T6',
    });
  });
});
