/**
 * Guest details: first name, last name, email and phone, each required and of its shape, with
 * the messages the checkout form shows (domain/validation GUEST_FIELDS, the form's own rules).
 * The phone is a valid number dialled from the store's country (national or with its +,
 * domain/validation/phones.ts) and is kept in E.164.
 */
import { VALIDATION_MESSAGES } from '@/domain/messages';
import { FORMAT_CHECKS, GUEST_FIELDS, type FieldRule } from '@/domain/validation';
import type { CountryCode } from '@/domain/markets';
import { phoneE164 } from '@/domain/validation/phones';
import type { WireGuest } from '@/domain/wire/orders';
import { fieldTextsError } from '@/server/errors';

type MessageName = keyof typeof VALIDATION_MESSAGES;

/** The name of one field's problem, or null: required first, then length and shape. */
function problemName(rule: FieldRule<MessageName>, raw: string): MessageName | null {
  const value = raw.trim();
  if (!value) return rule.required ?? null;
  const invalid = rule.invalid ?? null;
  if (value.length > rule.max && invalid) return invalid;
  if (rule.format && !FORMAT_CHECKS[rule.format](value)) return invalid;
  return null;
}

function problems(guest: WireGuest, country: CountryCode): MessageName[] {
  const fields = ['firstName', 'lastName', 'email', 'phone'] as const;
  const rules = { ...GUEST_FIELDS, phone: { ...GUEST_FIELDS.phone, format: undefined } };
  const names = fields.map((field) => problemName(rules[field], guest[field]));
  if (names[3] === null && phoneE164(guest.phone, country) === null) names[3] = GUEST_FIELDS.phone.invalid;
  return names.filter((name): name is MessageName => name !== null);
}

/** The guest trimmed with the phone in E.164, or a 400 listing every problem (the first as the message and code). */
export function checkGuest(guest: WireGuest, country: CountryCode): WireGuest {
  const names = problems(guest, country);
  if (names.length > 0) throw fieldTextsError(names);
  return {
    firstName: guest.firstName.trim(),
    lastName: guest.lastName.trim(),
    email: guest.email.trim(),
    phone: phoneE164(guest.phone, country)!,
  };
}
