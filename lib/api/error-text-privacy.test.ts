import {
  PRIVACY_ERROR_CODES,
  PRIVACY_MESSAGES,
  privacyErrorCode,
  type PrivacyMessageName,
} from '@/domain/privacy/messages';
import { createTranslator } from '@/lib/i18n';
import { en, es, fr, ja, pt } from '@/locales';
import { apiText } from './error-text';

describe('apiText for privacy codes', () => {
  it.each([
    ['fr-ca', { code: 'privacy_request_type_unknown', params: { requestType: 'sell' }, message: 'x' }, 'Le type de demande « sell » n’existe pas : choisissez-en un dans la liste'],
    ['ja-jp', { code: 'privacy_details_too_long', params: { max: 1000 }, message: 'x' }, '詳細は 1000 文字以内です'],
    ['en-us', { code: 'privacy_confirmation_expired', params: { expiredAt: 'March 6, 2030' }, message: 'x' }, 'This confirmation link expired on March 6, 2030. Send your request again from the privacy request form'],
  ] as const)('%s: %j', (locale, answer, expected) => {
    expect(apiText(createTranslator(locale), answer)).toBe(expected);
  });

  it.each([['en', en], ['es', es], ['fr', fr], ['ja', ja], ['pt', pt]] as const)('%s has a text for every privacy code', (_language, catalogue) => {
    expect(PRIVACY_ERROR_CODES.filter((code) => !(`privacy.error.${code}` in catalogue))).toEqual([]);
  });

  it('repeats in English the domain texts the API sends', () => {
    const english = en as Record<string, string>;
    for (const name of Object.keys(PRIVACY_MESSAGES) as PrivacyMessageName[]) {
      expect([name, english[`privacy.error.${privacyErrorCode(name)}`]]).toEqual([name, PRIVACY_MESSAGES[name]]);
    }
  });
});
