/**
 * The guest details of the checkout: the rules are domain/validation's GUEST_FIELDS, the API's own;
 * the phone is a number of the store's country, national or with its + (domain/validation/phones.ts).
 */
import type { CountryCode } from '@/domain/markets';
import { GUEST_FIELDS } from '@/domain/validation/fields';
import type { Rules } from '@/lib/form/checks';
import { textField } from './fields';
import { phoneField } from './phone-field';
import type { FormMessages } from './messages';

export type GuestValues = { firstName: string; lastName: string; email: string; phone: string };

export const EMPTY_GUEST: GuestValues = { firstName: '', lastName: '', email: '', phone: '' };

export function guestSchema(messages: FormMessages, country: CountryCode): Rules<GuestValues> {
  return {
    firstName: textField(GUEST_FIELDS.firstName, messages),
    lastName: textField(GUEST_FIELDS.lastName, messages),
    email: textField(GUEST_FIELDS.email, messages),
    phone: phoneField(GUEST_FIELDS.phone, messages, country),
  };
}
