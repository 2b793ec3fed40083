/**
 * The sign-up form's rules, apart from the other account forms' (lib/auth/schemas.ts) because its
 * phone field loads libphonenumber-js: the sign-in and password pages do not need it.
 */
import type { CountryCode } from '@/domain/markets';
import { SIGN_UP_FIELDS } from '@/domain/validation/fields';
import { firstOf, holds, required, textOf, type Rules } from '@/lib/form/checks';
import { textField } from '@/lib/validation/fields';
import { phoneField } from '@/lib/validation/phone-field';
import type { AuthMessages } from './messages';
import { newPasswordField, passwordConfirmationField, type SignUpValues } from './schemas';

/** `country`: the market's, whose phone numbers the diner's must be (national or with its +). */
export function signUpSchema(messages: AuthMessages, country: CountryCode): Rules<SignUpValues> {
  return {
    firstName: textField(SIGN_UP_FIELDS.firstName, messages),
    lastName: textField(SIGN_UP_FIELDS.lastName, messages),
    phone: phoneField(SIGN_UP_FIELDS.phone, messages, country),
    email: textField(SIGN_UP_FIELDS.email, messages),
    emailConfirmation: firstOf(
      required(messages.fieldRequired),
      holds(messages.emailsMustMatch, (confirmation, values) => confirmation === textOf(values.email)),
    ),
    password: newPasswordField(messages),
    passwordConfirmation: passwordConfirmationField(messages, 'password'),
    address: textField(SIGN_UP_FIELDS.address, messages),
    city: textField(SIGN_UP_FIELDS.city, messages),
    state: textField(SIGN_UP_FIELDS.state, messages),
    zip: textField(SIGN_UP_FIELDS.zip, messages),
    referralCode: textField(SIGN_UP_FIELDS.referralCode, messages),
  };
}
