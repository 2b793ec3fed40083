/** The gift card form of the payment page: number and PIN, both required. */
import { object, string } from 'yup';
import type { FormMessages } from './messages';

export type GiftCardValues = { number: string; pin: string };

export const EMPTY_GIFT_CARD: GiftCardValues = { number: '', pin: '' };

export function giftCardSchema(messages: FormMessages) {
  return object({
    number: string().trim().max(32).required(messages.giftCardNumberRequired),
    pin: string().trim().max(12).required(messages.giftCardPinRequired),
  });
}
