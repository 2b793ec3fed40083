import { createTranslator } from '@/lib/i18n';
import { en, fr, ja } from '@/locales';
import { AUTH_ENGLISH_MESSAGES, authMessageKey, authMessages, type AuthMessageName } from './messages';

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
