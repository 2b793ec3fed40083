import { toDeliveryAddressInput } from './ordering';

describe('toDeliveryAddressInput', () => {
  const address = { street: ' 1 Elm St ', aptSuitBldg: 'Apt 4', city: ' Austin ', state: ' TX ', zip: ' 78704 ' };

  it('trims the finder address and leaves the apartment for the handoff details', () => {
    expect(toDeliveryAddressInput(address)).toEqual({ address: '1 Elm St', city: 'Austin', state: 'TX', zip: '78704' });
  });

  it('leaves out a blank state', () => {
    expect(toDeliveryAddressInput({ ...address, state: '  ' })).toEqual({ address: '1 Elm St', city: 'Austin', zip: '78704' });
  });
});
