/**
 * The sign-in forms' rules in the translator's language (lib/auth/schemas.ts with the messages of
 * lib/auth/messages.ts). The forms fetch this module on use (`rulesOnUse`, lib/form/checks.ts), so
 * the rules, the field tables and the English message texts stay out of the pages' first load.
 */
import type { CountryCode } from '@/domain/markets';
import type { Translate } from '@/lib/i18n-core';
import { authMessages } from './messages';
import { changePasswordSchema, emailSchema, loginSchema, newPasswordSchema } from './schemas';
import { signUpSchema } from './sign-up-schema';

export const loginRules = (t: Translate) => loginSchema(authMessages(t));

export const emailRules = (t: Translate) => emailSchema(authMessages(t));

export const newPasswordRules = (t: Translate) => newPasswordSchema(authMessages(t));

export const changePasswordRules = (t: Translate) => changePasswordSchema(authMessages(t));

export const signUpRules = (t: Translate, country: CountryCode) => signUpSchema(authMessages(t), country);
