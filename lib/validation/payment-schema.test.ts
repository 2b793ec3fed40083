import { regionLabelKeys, regionNamingOf } from './payment-schema';

describe('regionLabelKeys', () => {
  it.each([
    ['US', 'checkout.payment.state', 'checkout.payment.zip'],
    ['MX', 'checkout.payment.state', 'checkout.payment.zip'],
    ['CA', 'checkout.payment.province', 'checkout.payment.postalCode'],
    ['JP', 'checkout.payment.prefecture', 'checkout.payment.postalCode'],
  ] as const)('names the billing region and postal code of %s', (country, region, postal) => {
    expect(regionLabelKeys(regionNamingOf(country))).toEqual({ region, postal });
  });
});
