/** The guest details of the checkout (SPEC §3 Guest, §5 Guest messages). */
import { object, string } from 'yup';
import type { FormMessages } from './messages';
import { isValidPhone } from './phone';

export type GuestValues = { firstName: string; lastName: string; email: string; phone: string };

export const EMPTY_GUEST: GuestValues = { firstName: '', lastName: '', email: '', phone: '' };

/** Bounds the API also enforces; a longer entry is a typing accident, not a name. */
export const GUEST_FIELD_MAX = { name: 80, email: 254, phone: 32 } as const;

export function guestSchema(messages: FormMessages) {
  return object({
    firstName: string().trim().max(GUEST_FIELD_MAX.name).required(messages.firstNameRequired),
    lastName: string().trim().max(GUEST_FIELD_MAX.name).required(messages.lastNameRequired),
    email: string()
      .trim()
      .required(messages.emailRequired)
      .max(GUEST_FIELD_MAX.email, messages.invalidEmail)
      .email(messages.invalidEmail),
    phone: string()
      .trim()
      .required(messages.phoneRequired)
      .max(GUEST_FIELD_MAX.phone, messages.invalidPhone)
      .test('phone', messages.invalidPhone, (value) => !value || isValidPhone(value)),
  });
}
