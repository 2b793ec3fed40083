/**
 * The texts the checkout forms show, in the diner's language. The English texts are the standard validation texts,
 * imported from domain/messages.ts (the API sends the same ones); `locales/<lang>/checkout.json`
 * holds each one under `checkout.validation.<name>` (the English file repeats the domain text,
 * and a test keeps the two equal). The few texts domain/messages.ts lacks (gift card, tip) are
 * ours and defined here, until the catalogue's owner adopts them.
 */
import { VALIDATION_MESSAGES } from '@/domain/validation/messages';
import { CARD_MESSAGES } from '@/domain/payments/card-messages';
import type { Translate } from '@/lib/i18n';

/** Ours: no standard text exists for these fields. */
const CHECKOUT_FORM_MESSAGES = {
  giftCardNumberRequired: 'Gift card number is required',
  giftCardPinRequired: 'Gift card PIN is required',
  giftCardNumberInvalid: 'Gift card number must be 16 digits',
  giftCardPinInvalid: 'Gift card PIN must be 4 to 8 digits',
  tipAmountInvalid: 'Enter a tip amount such as 5.00',
  cardNumberNotAllowed: 'A card number goes in the card number field only',
  tooLong: 'At most [max] characters',
} as const;

/** The standard texts the guest, details and payment forms use. */
const { emailRequired, invalidEmail, phoneRequired, invalidPhone, firstNameRequired, lastNameRequired } = VALIDATION_MESSAGES;
const { dateRequired, timeRequired, invalidTime } = VALIDATION_MESSAGES;
const { cardholderNameRequired, addressRequired, cityRequired, stateRequired, provinceRequired, zipRequired, postalCodeRequired } =
  VALIDATION_MESSAGES;
const { invalidZip, invalidPostalCode } = VALIDATION_MESSAGES;

export const ENGLISH_FORM_MESSAGES = {
  emailRequired, invalidEmail, phoneRequired, invalidPhone, firstNameRequired, lastNameRequired,
  dateRequired, timeRequired, invalidTime,
  cardholderNameRequired, addressRequired, cityRequired, stateRequired, provinceRequired, zipRequired, postalCodeRequired,
  invalidZip, invalidPostalCode,
  ...CARD_MESSAGES,
  ...CHECKOUT_FORM_MESSAGES,
} as const;

export type FormMessageName = keyof typeof ENGLISH_FORM_MESSAGES;
export type FormMessages = Record<FormMessageName, string>;

/** The catalogue key of a form message. */
export function formMessageKey(name: FormMessageName): string {
  return `checkout.validation.${name}`;
}

/** One form message in the translator's language (English, the domain text, when a language lacks it). */
export function formMessage(t: Translate, name: FormMessageName): string {
  return t.dynamic(formMessageKey(name), ENGLISH_FORM_MESSAGES[name]);
}

/** Every form message in the translator's language. */
export function formMessages(t: Translate): FormMessages {
  const names = Object.keys(ENGLISH_FORM_MESSAGES) as FormMessageName[];
  return Object.fromEntries(names.map((name) => [name, formMessage(t, name)])) as FormMessages;
}
