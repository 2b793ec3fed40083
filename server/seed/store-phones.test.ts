import { isPhoneOf } from '@/domain/validation/phones';
import { CA_STORES } from './data/stores-ca';
import { INTL_STORES } from './data/stores-intl';
import { US_STORES } from './data/stores-us';

// The console checks a store's number against its country: every demo store passes, or saving it would refuse its own number.
it.each([...US_STORES, ...CA_STORES, ...INTL_STORES].map((store) => [store.slug, store.phone, store.country] as const))('%s: %s is a number of its country', (_slug, phone, country) => {
  expect(isPhoneOf(country, phone)).toBe(true);
});
