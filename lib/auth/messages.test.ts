import { createTranslator } from '@/lib/i18n';
import { en, fr, ja } from '@/locales';
import { AUTH_ENGLISH_MESSAGES, authMessageKey, authMessages, matchAuthMessage, translateAuthMessage, type AuthMessageName } from './messages';

const names = Object.keys(AUTH_ENGLISH_MESSAGES) as AuthMessageName[];

describe('authMessages', () => {
  it('keeps the English catalogue equal to the domain texts the API sends', () => {
    for (const name of names) {
      expect([name, (en as Record<string, string>)[authMessageKey(name)]]).toEqual([name, AUTH_ENGLISH_MESSAGES[name]]);
    }
  });

  it.each([
    ['fr', fr],
    ['ja', ja],
  ])('has every message in %s, with the same placeholders', (_language, catalogue) => {
    for (const name of names) {
      const text = (catalogue as Record<string, string>)[authMessageKey(name)];
      expect([name, typeof text]).toEqual([name, 'string']);
      const placeholders = (value: string) => (value.match(/\[\w+\]/g) ?? []).sort();
      expect([name, placeholders(text ?? '')]).toEqual([name, placeholders(AUTH_ENGLISH_MESSAGES[name])]);
    }
  });

  it('answers SPEC §5 texts in the language of the translator', () => {
    expect(authMessages(createTranslator('en-us')).emailsMustMatch).toBe('Emails must match');
    expect(authMessages(createTranslator('fr-ca')).emailsMustMatch).toBe('Les courriels doivent être identiques');
  });
});

describe('matchAuthMessage', () => {
  it.each([
    ['Wrong email or password', { name: 'wrongCredentials', values: {} }],
    ['Wrong email or password.', { name: 'wrongCredentials', values: {} }],
    ['Too many sign-in attempts. Try again in 12 minutes', { name: 'tooManySignInAttempts', values: { minutes: '12' } }],
    ['Too many sign-in attempts. Try again in 1 minute', { name: 'tooManySignInAttemptsOneMinute', values: {} }],
    ['An account already exists for a@b.co. Sign in or reset your password', { name: 'emailTaken', values: { email: 'a@b.co' } }],
    ['Password of at least 8 characters', { name: 'passwordTooShort', values: { count: '8' } }],
    ['Something else entirely', null],
  ])('%p', (message, expected) => {
    expect(matchAuthMessage(message)).toEqual(expected);
  });
});

describe('translateAuthMessage', () => {
  it.each([
    ['fr-ca', 'Wrong email or password', 'Courriel ou mot de passe incorrect'],
    ['fr-ca', 'Too many sign-in attempts. Try again in 4 minutes', 'Trop de tentatives de connexion. Réessayez dans 4 minutes'],
    ['ja-jp', 'This password reset link has expired. Ask for a new one', 'このパスワード再設定リンクは有効期限が切れています。新しいリンクをリクエストしてください'],
    ['en-us', 'Too many sign-in attempts. Try again in 4 minutes', 'Too many sign-in attempts. Try again in 4 minutes'],
    ['pt-br', 'Wrong email or password', 'Wrong email or password'],
    ['fr-ca', 'The kitchen is on fire', 'The kitchen is on fire'],
  ] as const)('%s: %p', (locale, message, expected) => {
    expect(translateAuthMessage(createTranslator(locale), message)).toBe(expected);
  });
});
