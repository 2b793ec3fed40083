import {
  contactErrorCode,
  CONTACT_ERROR_CODES,
  CONTACT_MESSAGES,
  type ContactMessageName,
} from '@/domain/validation/contact';
import { createTranslator } from '@/lib/i18n';
import { en, es, fr, ja, pt } from '@/locales';
import { apiText } from './error-text';

describe('apiText for contact codes', () => {
  it.each([
    ['fr-ca', { code: 'contact_visit_date_out_of_range', params: { days: 90 }, message: 'x' }, 'Choisissez la date de votre visite : aujourd’hui ou dans les 90 derniers jours'],
    ['ja-jp', { code: 'contact_message_too_long', params: { max: 2000 }, message: 'x' }, 'メッセージは 2000 文字以内で入力してください'],
    ['en-us', { code: 'contact_visit_type_unknown', params: { visitTypeId: 9 }, message: 'x' }, 'Visit type 9 is not one we offer: choose one from the list'],
  ] as const)('%s: %j', (locale, answer, expected) => {
    expect(apiText(createTranslator(locale), answer)).toBe(expected);
  });

  it.each([['en', en], ['es', es], ['fr', fr], ['ja', ja], ['pt', pt]] as const)('%s has a text for every contact code', (_language, catalogue) => {
    expect(CONTACT_ERROR_CODES.filter((code) => !(`contact.error.${code}` in catalogue))).toEqual([]);
  });

  it('repeats in English the domain texts the API sends', () => {
    const english = en as Record<string, string>;
    for (const name of Object.keys(CONTACT_MESSAGES) as ContactMessageName[]) {
      expect([name, english[`contact.error.${contactErrorCode(name)}`]]).toEqual([name, CONTACT_MESSAGES[name]]);
    }
  });
});
