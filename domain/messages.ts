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

export const REVIEW_US_MESSAGES = {
  restaurantCannotBeReviewed: 'Selected restaurant can not be reviewed',
  restaurantNotFound: 'Restaurant not found',
  cannotAutoLocate: 'Cannot auto locate',
} as const;

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

/** Validation texts, shared by the forms and the API schemas. */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  wrongCredentials: 'Wrong email or password',
  invalidEmail: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  invalidPhone: 'Not a valid phone number',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  fieldRequired: 'This field is required',
  emailsMustMatch: 'Emails must match',
  emailFormatIncorrect: 'Email format is incorrect',
  passwordTooShort: 'Password of at least [count] characters',
  passwordCharacters: 'At least one lowercase letter, one uppercase letter and one number',
  passwordsMustMatch: 'Passwords must match',
  dateRequired: 'Date is required',
  timeRequired: 'Time is required',
  invalidTime: 'Please select valid time',
  cardholderNameRequired: 'Cardholder Name is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  provinceRequired: 'Province is required',
  zipRequired: 'Zip is required',
  postalCodeRequired: 'Postal Code is required',
  invalidZip: 'Not a valid ZIP code',
  invalidPostalCode: 'Not a valid postal code',
  restaurantRequired: 'Restaurant is required',
} as const;

/** Account texts of ours (the standard texts above cover only sign-up and login). */
export const ACCOUNT_MESSAGES = {
  passwordTooLong: 'Password of at most [count] characters',
  passwordTooCommon: 'This password is one of the most common ones. Choose another',
  emailTaken: 'An account already exists for [email]. Sign in or reset your password',
  tooManySignInAttempts: 'Too many sign-in attempts. Try again in [minutes] minutes',
  tooManySignInAttemptsOneMinute: 'Too many sign-in attempts. Try again in 1 minute',
  tooManyAccountRequests: 'Too many requests from this connection. Try again in [minutes] minutes',
  tooManyAccountRequestsOneMinute: 'Too many requests from this connection. Try again in 1 minute',
  signUpEmailSent: 'Check your inbox: we sent a message to [email] to finish signing up',
  signInRequired: 'Please sign in to continue',
  verificationLinkUsed: 'This verification link has already been used',
  verificationLinkExpired: 'This verification link has expired. Ask for a new one',
  verificationLinkInvalid: 'This verification link is not valid. Ask for a new one',
  verificationEmailSent: 'If [email] has an account waiting for confirmation, a new verification link is on its way',
  alreadyVerified: 'Your email address is already confirmed',
  resetLinkUsed: 'This password reset link has already been used. Ask for a new one',
  resetLinkExpired: 'This password reset link has expired. Ask for a new one',
  resetLinkInvalid: 'This password reset link is not valid. Ask for a new one',
  resetEmailSent: 'If [email] has an account, a link to set a new password is on its way',
  passwordSet: 'Your new password is set. Sign in with it',
  passwordChanged: 'Your password is changed',
  currentPasswordWrong: 'Your current password is not correct',
  noPasswordYet: 'This account signs in with Facebook and has no password yet. Use Forgot password to set one',
  newPasswordSameAsCurrent: 'The new password must differ from the current one',
  socialNotConfirmed: 'Facebook could not confirm this sign-in. Try again',
  socialNoEmail: 'Facebook did not share your email address. Allow access to it, or sign up with your email',
  socialProviderUnknown: 'Sign-in with "[provider]" is not available',
} as const;
