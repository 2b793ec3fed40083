/**
 * The card payment form's own fields: the cardholder name and the billing address. The card
 * number, expiry and security code are the processor's hosted fields, checked there. In Canada
 * the state is a Province and the zip a Postal Code, with their own messages; in Japan the state
 * is a Prefecture (都道府県) and the zip a Postal Code (郵便番号).
 */
import type { CountryCode } from '@/domain/markets';
import { BILLING_FIELDS, CANADIAN_BILLING_MESSAGES } from '@/domain/validation/fields';
import type { Rules } from '@/lib/form/checks';
import { postalCodeField, textField } from './fields';
import type { FormMessages } from './messages';

type BillingValues = { cardholderName: string; address: string; city: string; state: string; zip: string };
export type CardPaymentValues = BillingValues;

export const EMPTY_CARD_PAYMENT: CardPaymentValues = {
  cardholderName: '',
  address: '',
  city: '',
  state: '',
  zip: '',
};

/** What the billing form calls its region fields in a country: Province and Postal Code in Canada, Prefecture and Postal Code in Japan. */
type RegionNaming = 'state-zip' | 'province-postal' | 'prefecture-postal';

export function regionNamingOf(country: CountryCode): RegionNaming {
  if (country === 'CA') return 'province-postal';
  return country === 'JP' ? 'prefecture-postal' : 'state-zip';
}

/** The catalogue keys of the billing form's region and postal code labels. */
export function regionLabelKeys(naming: RegionNaming) {
  const region = { 'state-zip': 'checkout.payment.state', 'province-postal': 'checkout.payment.province', 'prefecture-postal': 'checkout.payment.prefecture' } as const;
  return { region: region[naming], postal: naming === 'state-zip' ? ('checkout.payment.zip' as const) : ('checkout.payment.postalCode' as const) };
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
