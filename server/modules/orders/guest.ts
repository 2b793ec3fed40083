/**
 * Guest details (SPEC §3 Guest, §5 messages): first name, last name, email and phone, each
 * required and checked with the messages the checkout form shows. Limits match the form's
 * (lib/validation/guest-schema.ts GUEST_FIELD_MAX).
 */
import { VALIDATION_MESSAGES } from '@/domain/messages';
import type { WireGuest } from '@/domain/wire/orders';
import { BadRequestError } from '@/server/errors';

export const GUEST_FIELD_MAX = { name: 80, email: 254, phone: 32 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FORMATTING = /[\s().-]/g;

/** North American numbers (10 digits, optional leading 1) or E.164 with +, 8 to 15 digits. */
export function isValidPhone(input: string): boolean {
  const compact = input.trim().replace(FORMATTING, '');
  if (/^\+?1?[2-9]\d{2}[2-9]\d{6}$/.test(compact)) return true;
  return /^\+[2-9]\d{7,14}$/.test(compact);
}

function problems(guest: WireGuest): string[] {
  const errors: string[] = [];
  if (!guest.firstName.trim()) errors.push(VALIDATION_MESSAGES.firstNameRequired);
  if (!guest.lastName.trim()) errors.push(VALIDATION_MESSAGES.lastNameRequired);
  const email = guest.email.trim();
  if (!email) errors.push(VALIDATION_MESSAGES.emailRequired);
  else if (!EMAIL.test(email) || email.length > GUEST_FIELD_MAX.email) errors.push(VALIDATION_MESSAGES.invalidEmail);
  const phone = guest.phone.trim();
  if (!phone) errors.push(VALIDATION_MESSAGES.phoneRequired);
  else if (!isValidPhone(phone)) errors.push(VALIDATION_MESSAGES.invalidPhone);
  return errors;
}

/** The guest trimmed, or a 400 listing every problem (the first as the message). */
export function checkGuest(guest: WireGuest): WireGuest {
  const errors = problems(guest);
  if (errors.length > 0) throw new BadRequestError(errors[0]!, errors);
  return {
    firstName: guest.firstName.trim(),
    lastName: guest.lastName.trim(),
    email: guest.email.trim(),
    phone: guest.phone.trim(),
  };
}
