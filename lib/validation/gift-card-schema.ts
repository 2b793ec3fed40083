/** The gift card form of the payment page: number and PIN, both required (domain/validation GIFT_CARD_FIELDS). */
import { GIFT_CARD_FIELDS } from '@/domain/validation/fields';
import type { Rules } from '@/lib/form/checks';
import { textField } from './fields';
import type { FormMessages } from './messages';

export type GiftCardValues = { number: string; pin: string };

export const EMPTY_GIFT_CARD: GiftCardValues = { number: '', pin: '' };

export function giftCardSchema(messages: FormMessages): Rules<GiftCardValues> {
  return {
    number: textField(GIFT_CARD_FIELDS.number, messages),
    pin: textField(GIFT_CARD_FIELDS.pin, messages),
  };
}
