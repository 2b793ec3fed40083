/**
 * The JSON of the auth API: the contract between server/modules/auth and lib/api/auth.
 * Every path is under /online-ordering. A signed-in call sends
 * `Authorization: Bearer <token>`; the token is a JWT tied to a session row, so logout revokes it.
 *
 * Answers:
 * - sign-up → 201 WireAccepted "check your email" whether or not the email already has an account
 *   (a new account gets a verification link, an existing one's owner a notice), and no session:
 *   the diner signs in with the password they chose; 400 with the validation messages (the first
 *   as `message`, all in `errors`).
 * - login → 200 WireAuthSession; 401 "Wrong email or password" for an unknown email and a wrong
 *   password alike; 429 "Too many sign-in attempts. Try again in N minutes." when throttled
 *   (per account and per IP, in a sliding window: never a permanent lockout).
 * - social login → 200 WireAuthSession; 401 when the provider does not confirm the token.
 * - logout → 204 always (revokes the session when the bearer is valid).
 * - verification-email, forgot-password → 202 WireAccepted always (never says whether an email
 *   has an account; the mail goes after the answer).
 * - sign-up, verification-email, forgot-password → 429 with Retry-After past the caller's budget.
 * - confirm-customer-email, set-password → 200; 400 saying the link was used or has expired.
 * - change-password → 200 (signed in; 401 otherwise; 400 when the current password is wrong).
 * Unknown body fields are dropped (the schemas allow none): a client never sets ids, points or roles.
 */

import type { ErrorParams, MessageCode } from '@/domain/error-codes';
import { SIGN_UP_FIELDS, TOKEN_MAX } from '@/domain/validation/fields';
export const AUTH_PATHS = {
  signUp: '/auth/sign-up',
  verificationEmail: '/auth/verification-email',
  confirmEmail: '/auth/confirm-customer-email',
  login: '/auth/login/customer',
  logout: '/auth/logout/customer',
  socialLogin: '/auth/login/customer/social',
  forgotPassword: '/auth/customer/forgot-password',
  setPassword: '/auth/customer/set-password',
  changePassword: '/auth/customer/change-password',
} as const;

/** Field limits of an account (domain/validation SIGN_UP_FIELDS), by kind. */
export const ACCOUNT_FIELD_MAX = {
  name: SIGN_UP_FIELDS.firstName.max,
  email: SIGN_UP_FIELDS.email.max,
  phone: SIGN_UP_FIELDS.phone.max,
  address: SIGN_UP_FIELDS.address.max,
  city: SIGN_UP_FIELDS.city.max,
  state: SIGN_UP_FIELDS.state.max,
  zip: SIGN_UP_FIELDS.zip.max,
  referralCode: SIGN_UP_FIELDS.referralCode.max,
  /** Bearer, verification and reset tokens. */
  token: TOKEN_MAX,
} as const;

/** The storefront pages the emails link to (market-prefixed by the API for the customer's locale). */
export const ACCOUNT_EMAIL_PAGES = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  login: '/login',
  forgotPassword: '/forgot-password',
} as const;

export type WireCustomer = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  emailVerified: boolean;
  /** False for an account created by Facebook login that never set a password. */
  hasPassword: boolean;
  facebookLinked: boolean;
  /** This customer's own code to share (GET /referrals lists who used it). */
  referralCode: string;
  /** Lower-case locale of the customer's emails: 'en-us', 'fr-ca'. */
  locale: string;
};

/** The answer of sign-up, login and social login. Store `token` in the jwt_token cookie. */
export type WireAuthSession = {
  token: string;
  /** ISO instant when the token stops working; the cookie's max-age should match. */
  expiresAt: string;
  customer: WireCustomer;
};

export type WireSignUpRequest = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  emailConfirmation: string;
  password: string;
  passwordConfirmation: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  referralCode?: string;
};

export type WireLoginRequest = { email: string; password: string };

export type SocialProvider = 'facebook';
export type WireSocialLoginRequest = { provider: SocialProvider; accessToken: string };
export type WireConfirmEmailAnswer = { customer: WireCustomer };
export type WireSetPasswordRequest = { token: string; password: string };
export type WireChangePasswordRequest = { currentPassword: string; newPassword: string };

/** 202 of the mail-sending calls, and 200 of set/change password: a sentence to show. */
/** A done request's text: its code (domain/error-codes.ts) and params for translation, and the English message. */
export type WireAccepted = { code: MessageCode; message: string; params?: ErrorParams };
