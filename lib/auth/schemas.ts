/**
 * The sign-in forms (Formik + Yup) with the validation messages in the diner's language: login,
 * sign-up, forgot password and set a new password. The password rule is
 * domain/passwords.ts, the API's own; the common-password list stays on the API, which answers
 * with a message the form shows on the password field. Limits, shapes and message names are
 * domain/validation's, the API's own.
 */
import { object, ref, string } from 'yup';
import { PASSWORD_MIN_LENGTH } from '@/domain/constants';
import { interpolate } from '@/domain/interpolate';
import { PASSWORD_MAX_LENGTH, passwordProblem, type PasswordProblem } from '@/domain/passwords';
import { SIGN_IN_EMAIL, SIGN_UP_FIELDS } from '@/domain/validation/fields';
import { textField } from '@/lib/validation/fields';
import type { AuthMessages } from './messages';

export type LoginValues = { email: string; password: string };
export type SignUpValues = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  emailConfirmation: string;
  password: string;
  passwordConfirmation: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  referralCode: string;
};
export type EmailValues = { email: string };
export type NewPasswordValues = { password: string; passwordConfirmation: string };

export const EMPTY_LOGIN: LoginValues = { email: '', password: '' };
export const EMPTY_SIGN_UP: SignUpValues = {
  firstName: '', lastName: '', phone: '', email: '', emailConfirmation: '', password: '', passwordConfirmation: '',
  address: '', city: '', state: '', zip: '', referralCode: '',
};

/** The order the sign-up form shows its fields in (FocusFirstError). */
export const SIGN_UP_FIELD_ORDER: readonly (keyof SignUpValues)[] = Object.keys(EMPTY_SIGN_UP) as (keyof SignUpValues)[];

function problemText(messages: AuthMessages, problem: PasswordProblem): string {
  switch (problem) {
    case 'required':
      return messages.passwordRequired;
    case 'tooShort':
      return interpolate(messages.passwordTooShort, { count: PASSWORD_MIN_LENGTH });
    case 'tooLong':
      return interpolate(messages.passwordTooLong, { count: PASSWORD_MAX_LENGTH });
    case 'characters':
      return messages.passwordCharacters;
    case 'common':
      return messages.passwordTooCommon;
  }
}

/** A new password: the password rule, each problem with its own message. */
export function newPasswordField(messages: AuthMessages) {
  return string()
    .default('')
    .test('password-rule', function checkPassword(value) {
      const problem = passwordProblem(value ?? '');
      return problem === null || this.createError({ message: problemText(messages, problem) });
    });
}

const email = (messages: AuthMessages) => textField(SIGN_IN_EMAIL, messages);

export function loginSchema(messages: AuthMessages) {
  return object({
    email: email(messages),
    // Any password may be tried: the rule is for new ones (an old account may predate it).
    password: string().required(messages.passwordRequired).max(PASSWORD_MAX_LENGTH),
  });
}

export function signUpSchema(messages: AuthMessages) {
  const required = messages.fieldRequired;
  return object({
    firstName: textField(SIGN_UP_FIELDS.firstName, messages),
    lastName: textField(SIGN_UP_FIELDS.lastName, messages),
    phone: textField(SIGN_UP_FIELDS.phone, messages),
    email: textField(SIGN_UP_FIELDS.email, messages),
    emailConfirmation: string()
      .trim()
      .required(required)
      .test('same-email', messages.emailsMustMatch, function sameEmail(value) {
        return !value || value.trim() === String((this.parent as SignUpValues).email ?? '').trim();
      }),
    password: newPasswordField(messages),
    passwordConfirmation: string()
      .required(required)
      .oneOf([ref('password')], messages.passwordsMustMatch),
    address: textField(SIGN_UP_FIELDS.address, messages),
    city: textField(SIGN_UP_FIELDS.city, messages),
    state: textField(SIGN_UP_FIELDS.state, messages),
    zip: textField(SIGN_UP_FIELDS.zip, messages),
    referralCode: textField(SIGN_UP_FIELDS.referralCode, messages),
  });
}

export function emailSchema(messages: AuthMessages) {
  return object({ email: email(messages) });
}

export function newPasswordSchema(messages: AuthMessages) {
  return object({
    password: newPasswordField(messages),
    passwordConfirmation: string()
      .required(messages.fieldRequired)
      .oneOf([ref('password')], messages.passwordsMustMatch),
  });
}
