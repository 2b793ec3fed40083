/**
 * The texts of the sign-in forms, in the diner's language. The English texts are domain/'s
 * (SPEC §5 in VALIDATION_MESSAGES, ours in ACCOUNT_MESSAGES), the same the API answers with;
 * `locales/<lang>/auth.json` holds each under `auth.message.<name>` (a test keeps English equal).
 * An API answer that is one of them, placeholders filled ("Too many sign-in attempts. Try again
 * in 4 minutes"), is shown in the diner's language with the same values.
 */
import { interpolate } from '@/domain/interpolate';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@/domain/messages';
import type { Translate } from '@/lib/i18n';

const { emailRequired, passwordRequired, wrongCredentials, invalidPhone } = VALIDATION_MESSAGES;
const { fieldRequired, emailsMustMatch, emailFormatIncorrect, passwordTooShort, passwordCharacters, passwordsMustMatch } =
  VALIDATION_MESSAGES;

export const AUTH_ENGLISH_MESSAGES = {
  emailRequired, passwordRequired, wrongCredentials, invalidPhone,
  fieldRequired, emailsMustMatch, emailFormatIncorrect, passwordTooShort, passwordCharacters, passwordsMustMatch,
  ...ACCOUNT_MESSAGES,
} as const;

export type AuthMessageName = keyof typeof AUTH_ENGLISH_MESSAGES;
export type AuthMessages = Record<AuthMessageName, string>;

export function authMessageKey(name: AuthMessageName): string {
  return `auth.message.${name}`;
}

/** Every message as a template in the translator's language (placeholders left for the caller). */
export function authMessages(t: Translate): AuthMessages {
  const names = Object.keys(AUTH_ENGLISH_MESSAGES) as AuthMessageName[];
  return Object.fromEntries(names.map((name) => [name, t.dynamic(authMessageKey(name), AUTH_ENGLISH_MESSAGES[name], {})])) as AuthMessages;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|\\]/g, '\\$&');

type Matcher = { name: AuthMessageName; pattern: RegExp; placeholders: string[] };

/** Each template as a pattern: '[email]' matches any text and captures it by name. */
const MATCHERS: Matcher[] = (Object.keys(AUTH_ENGLISH_MESSAGES) as AuthMessageName[]).map((name) => {
  const template = AUTH_ENGLISH_MESSAGES[name];
  const placeholders = Array.from(template.matchAll(/\[(\w+)\]/g), (match) => match[1] ?? '');
  const source = template
    .split(/\[\w+\]/)
    .map(escape)
    .join('(.+?)');
  return { name, pattern: new RegExp(`^${source}\\.?$`, 'i'), placeholders };
});

/** Which of our messages an API answer is, with its values; null when it is none of them. */
export function matchAuthMessage(message: string): { name: AuthMessageName; values: Record<string, string> } | null {
  const text = message.trim();
  for (const { name, pattern, placeholders } of MATCHERS) {
    const match = pattern.exec(text);
    if (match) return { name, values: Object.fromEntries(placeholders.map((key, index) => [key, match[index + 1] ?? ''])) };
  }
  return null;
}

/** An API message in the translator's language when it is one of ours; else as the API wrote it. */
export function translateAuthMessage(t: Translate, message: string): string {
  const known = matchAuthMessage(message);
  if (!known) return message;
  return t.dynamic(authMessageKey(known.name), interpolate(AUTH_ENGLISH_MESSAGES[known.name], known.values), known.values);
}
