/**
 * The card payment form: card number, expiry and
 * security code (checked with domain/payments/card.ts, sent only to the tokenize endpoint),
 * cardholder name and billing address. In Canada the state is a Province and the zip a Postal
 * Code, with their own messages.
 */
import type { CountryCode } from '@/domain/markets';
import { cvcLength, normalizeCardNumber, validateCardNumber, validateCvc, validateExpiry } from '@/domain/payments/card';
import { detectBrand } from '@/domain/payments/card-brands';
import { BILLING_FIELDS, CANADIAN_BILLING_MESSAGES } from '@/domain/validation/fields';
import type { Check, Rules } from '@/lib/form/checks';
import { postalCodeField, textField } from './fields';
import type { FormMessageName, FormMessages } from './messages';

type BillingValues = { cardholderName: string; address: string; city: string; state: string; zip: string };
type CardValues = { cardNumber: string; expiry: string; cvc: string };
export type CardPaymentValues = CardValues & BillingValues;

export const EMPTY_CARD_PAYMENT: CardPaymentValues = {
  cardNumber: '',
  expiry: '',
  cvc: '',
  cardholderName: '',
  address: '',
  city: '',
  state: '',
  zip: '',
};

/** What the billing form calls its region fields in a country: Province and Postal Code in Canada. */
type RegionNaming = 'state-zip' | 'province-postal';

export function regionNamingOf(country: CountryCode): RegionNaming {
  return country === 'CA' ? 'province-postal' : 'state-zip';
}

/** A card check's message in the form's language: the card code's name matches CARD_MESSAGES. */
const CARD_CODE_MESSAGE: Record<string, FormMessageName> = {
  number_required: 'numberRequired',
  number_invalid: 'numberInvalid',
  expiry_required: 'expiryRequired',
  expiry_format: 'expiryFormat',
  expiry_month: 'expiryMonth',
  expired: 'expired',
  expiry_too_far: 'expiryTooFar',
  cvc_required: 'cvcRequired',
  cvc_length: 'cvcLength',
};

type CardCheck = { ok: true } | { ok: false; error: { code: string; message: string } };

/** The text of a failed card check in the form's language, its [count] filled. */
function cardMessage(messages: FormMessages, error: { code: string; message: string }, count = ''): string {
  const name = CARD_CODE_MESSAGE[error.code];
  return (name ? messages[name] : error.message).replace('[count]', count);
}

/** The field's text as typed ('' when there is none): the card checks judge it themselves. */
const typed = (value: unknown): string => (typeof value === 'string' ? value : '');

function cardField<V>(messages: FormMessages, check: (value: string) => CardCheck): Check<V> {
  return (value) => {
    const result = check(typed(value));
    return result.ok ? undefined : cardMessage(messages, result.error);
  };
}

/** The security code's length follows the brand of the number beside it (4 on an amex). */
function cvcField<V extends CardValues>(messages: FormMessages): Check<V> {
  return (value, values) => {
    const brand = detectBrand(normalizeCardNumber(values.cardNumber ?? ''));
    const result = validateCvc(typed(value), brand);
    if (result.ok) return undefined;
    const count = brand ? String(cvcLength(brand)) : '3–4';
    return cardMessage(messages, result.error, count);
  };
}

/**
 * The cardholder and billing address (domain/validation BILLING_FIELDS) of an order in `country`
 * (alpha-2): a card number typed there is refused, and the zip is one of the country's postal codes.
 */
export function billingSchema(messages: FormMessages, country: CountryCode): Rules<BillingValues> {
  const canada = regionNamingOf(country) === 'province-postal';
  return {
    cardholderName: textField(BILLING_FIELDS.cardholderName, messages),
    address: textField(BILLING_FIELDS.address, messages),
    city: textField(BILLING_FIELDS.city, messages),
    state: textField(BILLING_FIELDS.state, messages, canada ? messages[CANADIAN_BILLING_MESSAGES.state] : undefined),
    zip: postalCodeField(BILLING_FIELDS.zip, messages, country, canada ? messages[CANADIAN_BILLING_MESSAGES.zip] : undefined),
  };
}

/** The whole card form; `now` decides whether an expiry has passed. */
export function cardPaymentSchema(messages: FormMessages, country: CountryCode, now: () => Date): Rules<CardPaymentValues> {
  return {
    ...billingSchema(messages, country),
    cardNumber: cardField(messages, validateCardNumber),
    expiry: cardField(messages, (value) => validateExpiry(value, now())),
    cvc: cvcField(messages),
  };
}
