/**
 * The message catalogue (and the validation texts), in English.
 * One place: the API answers with these texts and the storefront shows them. Counts are
 * `[name]` placeholders filled with `interpolate` from ./interpolate.
 */

export const CART_MESSAGES = {
  couldNotAddTip: 'Could not add tip',
  couldNotAddSpecialInstructions: 'Could not add special instructions',
  couldNotAddItems: 'Could not add items to the cart',
  couldNotRemoveItem: 'Could not remove item',
  somethingWentWrong: 'Something went wrong',
  minimumItemQuantity: 'Minimum order quantity for this item is [count]',
  orderAmountTooLow: 'Order amount too low',
  itemQuantityTooLow: 'Item quantity too low ([count] items or more needed)',
  itemQuantityTooHigh: 'Item quantity too high (no more than [count] items)',
} as const;

export const PAYMENT_MESSAGES = {
  failedToFetch: 'Failed to fetch',
  couponConditionsNotMet: 'Coupon conditions are not met',
  orderError: 'Order Error',
  orderErrorUseQuote: 'Please use Get A Quote until this is resolved',
} as const;

export { REVIEW_US_MESSAGES } from './validation/review-us-messages';

/** Ordering texts of ours; domain/ordering re-exports them. */
export const ORDERING_MESSAGES = {
  slotFull: 'This time slot is full',
} as const;

export const SUMMARY_MESSAGES = {
  somethingWentWrong: 'Something went wrong, please try again',
} as const;

export const INTERFACE_MESSAGES = {
  itemNotFound: 'Item not found',
  noOnlineOrdering: 'This location currently does not offer online ordering',
  notAcceptingOnlineOrders: 'This location is currently not accepting online orders',
  fullDeliveryAddressNeeded: 'To order delivery, please enter the full delivery address',
} as const;

export { GENERIC_FAILURE_MESSAGE } from './generic-failure';

export { VALIDATION_MESSAGES } from './validation/messages';

export { ACCOUNT_MESSAGES } from './account-messages';
