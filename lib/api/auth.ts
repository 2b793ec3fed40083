/**
 * The storefront's calls to the auth API (domain/wire/accounts.ts). Login, social
 * login, forgot and set password never trigger the 401 redirect (lib/api/unauthorized.ts): their
 * 401 means wrong credentials, which the form shows.
 */
import {
  AUTH_PATHS,
  type WireAccepted,
  type WireAuthSession,
  type WireChangePasswordRequest,
  type WireConfirmEmailAnswer,
  type WireLoginRequest,
  type WireSetPasswordRequest,
  type WireSignUpRequest,
  type WireSocialLoginRequest,
} from '@/domain/wire/accounts';
import { apiPost, type ApiContext } from './client';

/** What the sign-up form sends (the same shape as the API's). */
export type SignUpRequest = WireSignUpRequest;

const BASE = '/online-ordering';
const path = (name: keyof typeof AUTH_PATHS) => `${BASE}${AUTH_PATHS[name]}`;

/** "Check your email" (201), whether or not the address had an account: no session. */
export function signUp(ctx: ApiContext, body: WireSignUpRequest): Promise<WireAccepted> {
  return apiPost<WireAccepted>(ctx, path('signUp'), body);
}

export function login(ctx: ApiContext, body: WireLoginRequest): Promise<WireAuthSession> {
  return apiPost<WireAuthSession>(ctx, path('login'), body);
}

export function socialLogin(ctx: ApiContext, body: WireSocialLoginRequest): Promise<WireAuthSession> {
  return apiPost<WireAuthSession>(ctx, path('socialLogin'), body);
}

/** Revokes the session of the context's token (204). */
export function logoutSession(ctx: ApiContext): Promise<void> {
  return apiPost<void>(ctx, path('logout'), {});
}

/** Sends the verification email again: to the signed-in customer, or to `email`. */
export function resendVerificationEmail(ctx: ApiContext, email?: string): Promise<WireAccepted> {
  return apiPost<WireAccepted>(ctx, path('verificationEmail'), email ? { email } : {});
}

export function confirmEmail(ctx: ApiContext, token: string): Promise<WireConfirmEmailAnswer> {
  return apiPost<WireConfirmEmailAnswer>(ctx, path('confirmEmail'), { token });
}

export function forgotPassword(ctx: ApiContext, email: string): Promise<WireAccepted> {
  return apiPost<WireAccepted>(ctx, path('forgotPassword'), { email });
}

export function setPassword(ctx: ApiContext, body: WireSetPasswordRequest): Promise<WireAccepted> {
  return apiPost<WireAccepted>(ctx, path('setPassword'), body);
}

export function changePassword(ctx: ApiContext, body: WireChangePasswordRequest): Promise<WireAccepted> {
  return apiPost<WireAccepted>(ctx, path('changePassword'), body);
}
