/**
 * The sign-in forms' rules, with the validation messages in the diner's language: login,
 * forgot password and set a new password (sign-up's, with its phone, are lib/auth/sign-up-schema.ts). The password rule is
 * domain/passwords.ts, the API's own; the common-password list stays on the API, which answers
 * with a message the form shows on the password field. Limits, shapes and message names are
 * domain/validation's, the API's own.
 */
import { PASSWORD_MIN_LENGTH } from '@/domain/constants';
import { interpolate } from '@/domain/interpolate';
import { PASSWORD_MAX_LENGTH, passwordProblem, type PasswordProblem } from '@/domain/passwords';
import { SIGN_IN_EMAIL } from '@/domain/validation/fields';
import type { Check, Rules } from '@/lib/form/checks';
import { textField } from '@/lib/validation/fields';
import type { ChangePasswordValues, EmailValues, LoginValues, NewPasswordValues } from './form-values';
import type { AuthMessages } from './messages';

export type { ChangePasswordValues, EmailValues, LoginValues, NewPasswordValues, SignUpValues } from './form-values';

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

/** A password as typed: never trimmed, since spaces are part of it. */
const passwordOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A new password: the password rule, each problem with its own message. */
export function newPasswordField<V>(messages: AuthMessages): Check<V> {
  return (value) => {
    const problem = passwordProblem(passwordOf(value));
    return problem === null ? undefined : problemText(messages, problem);
  };
}

/** A password typed again: required, and the same as the field `of`, character for character. */
export function passwordConfirmationField<V>(messages: AuthMessages, of: keyof V & string): Check<V> {
  return (value, values) => {
    const password = passwordOf(value);
    if (password === '') return messages.fieldRequired;
    return password === values[of] ? undefined : messages.passwordsMustMatch;
  };
}

const email = (messages: AuthMessages) => textField(SIGN_IN_EMAIL, messages);

/**
 * A password to sign in with: required and at most PASSWORD_MAX_LENGTH characters. Any other
 * password may be tried: the rule is for new ones (an old account may predate it).
 */
export function loginPasswordField<V>(messages: AuthMessages): Check<V> {
  return (value) => {
    const password = passwordOf(value);
    if (password === '') return messages.passwordRequired;
    return password.length > PASSWORD_MAX_LENGTH ? interpolate(messages.passwordTooLong, { count: PASSWORD_MAX_LENGTH }) : undefined;
  };
}

export function loginSchema(messages: AuthMessages): Rules<LoginValues> {
  return { email: email(messages), password: loginPasswordField(messages) };
}

export function emailSchema(messages: AuthMessages): Rules<EmailValues> {
  return { email: email(messages) };
}

export function newPasswordSchema(messages: AuthMessages): Rules<NewPasswordValues> {
  return {
    password: newPasswordField(messages),
    passwordConfirmation: passwordConfirmationField(messages, 'password'),
  };
}

/** Change password (the account page, a staff member's first sign-in): any current password may be tried (an old account may predate the rule); the new one follows it. */
export function changePasswordSchema(messages: AuthMessages): Rules<ChangePasswordValues> {
  return {
    currentPassword: loginPasswordField(messages),
    newPassword: newPasswordField(messages),
    newPasswordConfirmation: passwordConfirmationField(messages, 'newPassword'),
  };
}
