import { interpolate } from './interpolate';
import {
  CART_MESSAGES,
  GENERIC_FAILURE_MESSAGE,
  INTERFACE_MESSAGES,
  ORDERING_MESSAGES,
  PAYMENT_MESSAGES,
  REVIEW_US_MESSAGES,
  SUMMARY_MESSAGES,
  VALIDATION_MESSAGES,
} from './messages';

const catalogue = {
  ...CART_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...REVIEW_US_MESSAGES,
  ...INTERFACE_MESSAGES,
  ...ORDERING_MESSAGES,
  ...VALIDATION_MESSAGES,
};

describe('message catalogue', () => {
  it.each([
    [CART_MESSAGES.minimumItemQuantity, 'Minimum order quantity for this item is 3'],
    [CART_MESSAGES.itemQuantityTooLow, 'Item quantity too low (3 items or more needed)'],
    [CART_MESSAGES.itemQuantityTooHigh, 'Item quantity too high (no more than 3 items)'],
    [VALIDATION_MESSAGES.passwordTooShort, 'Password of at least 3 characters'],
  ])('fills the count of %j', (template, expected) => {
    expect(interpolate(template, { count: 3 })).toBe(expected);
  });

  it.each(Object.entries(catalogue))('%s starts with a capital and ends without a period', (_key, text) => {
    expect(text).toMatch(/^[A-Z]/);
    expect(text).not.toMatch(/\.$/);
  });

  it('holds the SPEC §8 texts verbatim', () => {
    expect(GENERIC_FAILURE_MESSAGE).toBe('Oooops! Something went wrong! Failed to fetch data from server!');
    expect(SUMMARY_MESSAGES.somethingWentWrong).toBe('Something went wrong, please try again');
    expect(PAYMENT_MESSAGES.couponConditionsNotMet).toBe('Coupon conditions are not met');
    expect(INTERFACE_MESSAGES.noOnlineOrdering).toBe('This location currently does not offer online ordering');
  });
});
