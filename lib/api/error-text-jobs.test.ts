import { jobErrorCode, JOB_ERROR_CODES, JOB_MESSAGES, type JobMessageName } from '@/domain/jobs/messages';
import { createTranslator } from '@/lib/i18n';
import { en, es, fr, ja, pt } from '@/locales';
import { apiText } from './error-text';

describe('apiText for job application codes', () => {
  it.each([
    ['fr-ca', { code: 'jobs_file_too_large', params: { max: 5 }, message: 'x' }, 'Le fichier dépasse 5 Mo : choisissez-en un plus petit'],
    ['ja-jp', { code: 'jobs_file_type_refused', message: 'x' }, 'このファイルは JPEG・PNG の写真でも PDF の履歴書でもありません（ファイル名ではなく中身を確認しました）'],
    ['en-us', { code: 'jobs_store_unknown', params: { storeId: 42 }, message: 'x' }, 'Restaurant 42 was not found: choose one from the list'],
  ] as const)('%s: %j', (locale, answer, expected) => {
    expect(apiText(createTranslator(locale), answer)).toBe(expected);
  });

  it.each([['en', en], ['es', es], ['fr', fr], ['ja', ja], ['pt', pt]] as const)('%s has a text for every job code', (_language, catalogue) => {
    expect(JOB_ERROR_CODES.filter((code) => !(`jobs.error.${code}` in catalogue))).toEqual([]);
  });

  it('repeats in English the domain texts the API sends', () => {
    const english = en as Record<string, string>;
    for (const name of Object.keys(JOB_MESSAGES) as JobMessageName[]) {
      expect([name, english[`jobs.error.${jobErrorCode(name)}`]]).toEqual([name, JOB_MESSAGES[name]]);
    }
  });
});
