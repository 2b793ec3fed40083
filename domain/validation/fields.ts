/**
 * Every form's fields in one place: the most characters a field takes, whether it is required
 * and with which message, the shape it must have and with which message, and whether a card
 * number typed into it is refused. The storefront's form rules (lib/validation/fields.ts) and
 * the API's TypeBox schemas (server/schemas/fields.ts) and use cases are built from these, so
 * form and API accept and refuse the same values. Limits never exceed the database column.
 * Message names are the keys of the form's message catalogue (domain/messages.ts VALIDATION_MESSAGES
 * and the checkout's own texts).
 */
import type { CountryCode } from '@/domain/markets';
import { isPostalCode, type FieldFormat } from './patterns';

export type FieldRule<M extends string = string> = {
  /** The most characters, after trimming; the column size bounds it. */
  readonly max: number;
  /** The message when empty; absent for an optional field. */
  readonly required?: M;
  readonly format?: FieldFormat;
  /** The message when the format is wrong or the text is too long. */
  readonly invalid?: M;
  /** A card number typed here is refused (it belongs in the card form's number field only). */
  readonly refusesCardNumber?: true;
  /** The text is a postal code of the address's country (patterns.ts), else postalCodeMessage's. */
  readonly postalCode?: true;
};

/** The message of a postal code of the wrong shape: "ZIP code" in the US, "postal code" elsewhere. */
export function postalCodeMessage(country: CountryCode): 'invalidZip' | 'invalidPostalCode' {
  return country === 'US' ? 'invalidZip' : 'invalidPostalCode';
}

/** The message name when `zip` is filled but is no postal code of `country`; null when it is fine or empty. */
export function postalCodeProblem(country: CountryCode, zip: string): 'invalidZip' | 'invalidPostalCode' | null {
  return zip.trim() === '' || isPostalCode(country, zip) ? null : postalCodeMessage(country);
}

export type FormRules = Readonly<Record<string, FieldRule>>;

const PERSON = {
  firstName: { max: 80, required: 'firstNameRequired' },
  lastName: { max: 80, required: 'lastNameRequired' },
  phone: { max: 32, required: 'phoneRequired', format: 'phone', invalid: 'invalidPhone' },
} as const satisfies FormRules;

/** The checkout's guest details. */
export const GUEST_FIELDS = {
  ...PERSON,
  email: { max: 254, required: 'emailRequired', format: 'email', invalid: 'invalidEmail' },
} as const satisfies FormRules;

/** The account's name and phone: the same rules as a guest's. */
export const PROFILE_FIELDS = PERSON;

/**
 * A delivery address: the order's and the saved address book's (a saved address always fits an
 * order). Apt/suite takes 80 and instructions 500, the columns' sizes. The zip is a postal code
 * of the market's country.
 */
export const DELIVERY_FIELDS = {
  address: { max: 200, required: 'addressRequired' },
  city: { max: 80, required: 'cityRequired' },
  state: { max: 80 },
  zip: { max: 16, required: 'zipRequired', postalCode: true },
  aptSuitBldg: { max: 80 },
  deliveryInstructions: { max: 500 },
} as const satisfies FormRules;

/**
 * The card form's cardholder and billing address; a card number typed there is refused. The zip
 * is a postal code of the order's country.
 */
export const BILLING_FIELDS = {
  cardholderName: { max: 120, required: 'cardholderNameRequired', refusesCardNumber: true },
  address: { max: 200, required: 'addressRequired', refusesCardNumber: true },
  city: { max: 80, required: 'cityRequired', refusesCardNumber: true },
  state: { max: 80, required: 'stateRequired', refusesCardNumber: true },
  zip: { max: 16, required: 'zipRequired', refusesCardNumber: true, postalCode: true },
} as const satisfies FormRules;

/** In Canada the billing state is a Province and the zip a Postal Code, with their own messages. */
export const CANADIAN_BILLING_MESSAGES = { state: 'provinceRequired', zip: 'postalCodeRequired' } as const;

export const GIFT_CARD_FIELDS = {
  number: { max: 32, required: 'giftCardNumberRequired', format: 'giftCardNumber', invalid: 'giftCardNumberInvalid' },
  pin: { max: 12, required: 'giftCardPinRequired', format: 'giftCardPin', invalid: 'giftCardPinInvalid' },
} as const satisfies FormRules;

/** Sign-up: every required field answers "This field is required". */
export const SIGN_UP_FIELDS = {
  firstName: { max: 80, required: 'fieldRequired' },
  lastName: { max: 80, required: 'fieldRequired' },
  phone: { max: 32, required: 'fieldRequired', format: 'phone', invalid: 'invalidPhone' },
  email: { max: 254, required: 'fieldRequired', format: 'email', invalid: 'emailFormatIncorrect' },
  address: { max: 200 },
  city: { max: 100 },
  state: { max: 100 },
  zip: { max: 20 },
  referralCode: { max: 40 },
} as const satisfies FormRules;


/** One line of an order, added from the menu or as a reward: the diner's note (the column's size). */
export const ORDER_LINE_FIELDS = {
  specialInstructions: { max: 500 },
} as const satisfies FormRules;

/** How many of one item a line holds: a whole number from 1 to this. */
export const MAX_LINE_QUANTITY = 999;

/** The email of sign-in, forgotten password and a new verification link. */
export const SIGN_IN_EMAIL = { max: 254, required: 'emailRequired', format: 'email', invalid: 'emailFormatIncorrect' } as const satisfies FieldRule;

/** The curbside vehicle: make, model and colour, each required. */
export const VEHICLE_FIELDS = {
  make: { max: 40, required: 'fieldRequired' },
  model: { max: 40, required: 'fieldRequired' },
  colour: { max: 30, required: 'fieldRequired' },
} as const satisfies FormRules;

/** An account keeps at most this many vehicles in My Vehicles. */
export const MAX_VEHICLES = 10;

/**
 * A password field of a body takes up to 1024 characters, so a too-long password answers with
 * the password rule's own message (at most 256) rather than a size error.
 */
export const PASSWORD_FIELD_MAX = 1024;

/** Bearer, verification and reset tokens. */
export const TOKEN_MAX = 2048;
