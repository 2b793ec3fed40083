/**
 * The texts of the sign-in forms, in the diner's language. The English texts are domain/'s
 * (the standard ones in VALIDATION_MESSAGES, ours in ACCOUNT_MESSAGES), the same the API answers with;
 * `locales/<lang>/auth.json` holds each under `auth.message.<name>` (a test keeps English equal).
 * An API answer carrying one of them is translated by its code (lib/api/error-text.ts).
 */
import { ACCOUNT_MESSAGES } from '@/domain/account-messages';
import { VALIDATION_MESSAGES } from '@/domain/validation/messages';
import type { Translate } from '@/lib/i18n';
import { formMessage } from '@/lib/validation/messages';

const { emailRequired, passwordRequired, wrongCredentials, invalidPhone } = VALIDATION_MESSAGES;
const { fieldRequired, emailsMustMatch, emailFormatIncorrect, passwordTooShort, passwordCharacters, passwordsMustMatch } =
  VALIDATION_MESSAGES;

export const AUTH_ENGLISH_MESSAGES = {
  emailRequired, passwordRequired, wrongCredentials, invalidPhone,
  fieldRequired, emailsMustMatch, emailFormatIncorrect, passwordTooShort, passwordCharacters, passwordsMustMatch,
  ...ACCOUNT_MESSAGES,
} as const;

export type AuthMessageName = keyof typeof AUTH_ENGLISH_MESSAGES;
/** The sign-in forms' texts, with the length limit every form shares ("At most [max] characters"). */
export type AuthMessages = Record<AuthMessageName, string> & { tooLong: string };

export function authMessageKey(name: AuthMessageName): string {
  return `auth.message.${name}`;
}

/** Every message as a template in the translator's language (placeholders left for the caller). */
export function authMessages(t: Translate): AuthMessages {
  const names = Object.keys(AUTH_ENGLISH_MESSAGES) as AuthMessageName[];
  const texts = Object.fromEntries(names.map((name) => [name, t.dynamic(authMessageKey(name), AUTH_ENGLISH_MESSAGES[name], {})]));
  return { ...(texts as Record<AuthMessageName, string>), tooLong: formMessage(t, 'tooLong') };
}
