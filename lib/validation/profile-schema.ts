/**
 * The account's name and phone (the profile form): domain/validation's PROFILE_FIELDS, the API's
 * own; the phone is a number of the market's country, national or with its + (domain/validation/phones.ts).
 */
import type { CountryCode } from '@/domain/markets';
import { PROFILE_FIELDS } from '@/domain/validation/fields';
import type { Rules } from '@/lib/form/checks';
import { textField } from './fields';
import { phoneField } from './phone-field';
import type { FormMessages } from './messages';

export type ProfileValues = { firstName: string; lastName: string; phone: string };

export function profileSchema(messages: FormMessages, country: CountryCode): Rules<ProfileValues> {
  return {
    firstName: textField(PROFILE_FIELDS.firstName, messages),
    lastName: textField(PROFILE_FIELDS.lastName, messages),
    phone: phoneField(PROFILE_FIELDS.phone, messages, country),
  };
}
