/**
 * The validation texts, in English, shared by the forms and the API schemas (domain/messages.ts,
 * the message catalogue, re-exports them). A file of its own, so a form in the browser takes
 * these without the rest of the catalogue.
 */

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
