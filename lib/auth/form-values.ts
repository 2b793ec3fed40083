/**
 * The sign-in forms' values and their empty starts, apart from their rules (lib/auth/schemas.ts,
 * which the forms fetch on use through lib/auth/form-rules.ts), so a page carries these alone.
 */
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
export type ChangePasswordValues = { currentPassword: string; newPassword: string; newPasswordConfirmation: string };

export const EMPTY_LOGIN: LoginValues = { email: '', password: '' };
export const EMPTY_SIGN_UP: SignUpValues = {
  firstName: '', lastName: '', phone: '', email: '', emailConfirmation: '', password: '', passwordConfirmation: '',
  address: '', city: '', state: '', zip: '', referralCode: '',
};

/** The order the sign-up form shows its fields in (FocusFirstError). */
export const SIGN_UP_FIELD_ORDER: readonly (keyof SignUpValues)[] = Object.keys(EMPTY_SIGN_UP) as (keyof SignUpValues)[];
