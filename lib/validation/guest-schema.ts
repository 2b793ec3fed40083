/** The guest details of the checkout: the rules are domain/validation's GUEST_FIELDS, the API's own. */
import { GUEST_FIELDS } from '@/domain/validation/fields';
import type { Rules } from '@/lib/form/checks';
import { textField } from './fields';
import type { FormMessages } from './messages';

export type GuestValues = { firstName: string; lastName: string; email: string; phone: string };

export const EMPTY_GUEST: GuestValues = { firstName: '', lastName: '', email: '', phone: '' };

export function guestSchema(messages: FormMessages): Rules<GuestValues> {
  return {
    firstName: textField(GUEST_FIELDS.firstName, messages),
    lastName: textField(GUEST_FIELDS.lastName, messages),
    email: textField(GUEST_FIELDS.email, messages),
    phone: textField(GUEST_FIELDS.phone, messages),
  };
}
