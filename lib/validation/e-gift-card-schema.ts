/**
 * The e-gift card form's rules, from the shared rules of domain/payments/e-gift-cards: the amount
 * (a preset, or a custom amount within the market's limits), the recipient's and sender's names
 * and emails, the message, the delivery day (today to the last day allowed), and the billing
 * fields of the card payment form. The API checks the very same limits.
 */
import type { CountryCode } from '@/domain/markets';
import { checkAmount, E_GIFT_FIELDS, type EGiftOffer } from '@/domain/payments/e-gift-cards';
import { parseLocalDate } from '@/domain/ordering/order-day';
import { firstOf, holds, required, type Rules } from '@/lib/form/checks';
import { textField } from './fields';
import type { FormMessages } from './messages';
import { billingSchema, EMPTY_CARD_PAYMENT, type CardPaymentValues } from './payment-schema';

/** `preset`: one of the offer's amounts, or CUSTOM_AMOUNT with the amount in `customAmount`. */
export type EGiftValues = CardPaymentValues & {
  preset: string;
  customAmount: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  senderEmail: string;
  message: string;
  deliverOn: string;
  language: string;
};

export const CUSTOM_AMOUNT = 'custom';

export function emptyEGift(offer: EGiftOffer, today: string, language: string): EGiftValues {
  return {
    ...EMPTY_CARD_PAYMENT,
    preset: offer.presets[1] ?? offer.presets[0] ?? CUSTOM_AMOUNT,
    customAmount: '',
    recipientName: '',
    recipientEmail: '',
    senderName: '',
    senderEmail: '',
    message: '',
    deliverOn: today,
    language,
  };
}

/** The amount the form pays: the preset, or the custom amount typed. */
export function amountOf(values: Pick<EGiftValues, 'preset' | 'customAmount'>): string {
  return values.preset === CUSTOM_AMOUNT ? values.customAmount.trim() : values.preset;
}

export type EGiftTexts = { required: string; amount: string; date: string; dateRange: string };

export function eGiftSchema(messages: FormMessages, texts: EGiftTexts, offer: EGiftOffer, country: CountryCode, days: { today: string; last: string }): Rules<EGiftValues> {
  const fieldMessages = { ...messages, fieldRequired: texts.required };
  return {
    ...billingSchema(messages, country),
    customAmount: firstOf(
      required(texts.amount, (values: EGiftValues) => values.preset === CUSTOM_AMOUNT),
      holds(texts.amount, (text, values: EGiftValues) => values.preset !== CUSTOM_AMOUNT || checkAmount(offer, text).ok),
    ),
    recipientName: textField(E_GIFT_FIELDS.recipientName, fieldMessages),
    recipientEmail: textField(E_GIFT_FIELDS.recipientEmail, fieldMessages),
    senderName: textField(E_GIFT_FIELDS.senderName, fieldMessages),
    senderEmail: textField(E_GIFT_FIELDS.senderEmail, fieldMessages),
    message: textField(E_GIFT_FIELDS.message, fieldMessages),
    deliverOn: firstOf(
      required(texts.date),
      holds(texts.date, (text) => parseLocalDate(text.trim()) !== null),
      holds(texts.dateRange, (text) => text.trim() >= days.today && text.trim() <= days.last),
    ),
  };
}
