import {
  surveyErrorCode,
  SURVEY_ERROR_CODES,
  SURVEY_MESSAGES,
  type SurveyMessageName,
} from '@/domain/validation/surveys';
import { createTranslator } from '@/lib/i18n';
import { en, es, fr, ja, pt } from '@/locales';
import { apiText } from './error-text';

describe('apiText for survey codes', () => {
  it.each([
    ['fr-ca', { code: 'survey_contest_already_entered', params: { nextPeriodStart: '2027-01-01' }, message: 'x' }, 'Cette adresse courriel participe déjà au concours traiteur cette saison. Vous pourrez participer de nouveau à partir du 2027-01-01'],
    ['ja-jp', { code: 'survey_rating_out_of_range', params: { min: 1, max: 5 }, message: 'x' }, '評価は 1〜5 の星の数（整数）です'],
    ['en-us', { code: 'survey_quote_not_found', params: { number: 5001 }, message: 'x' }, 'We found no catering quote 5001 for this email address'],
  ] as const)('%s: %j', (locale, answer, expected) => {
    expect(apiText(createTranslator(locale), answer)).toBe(expected);
  });

  it.each([['en', en], ['es', es], ['fr', fr], ['ja', ja], ['pt', pt]] as const)('%s has a text for every survey code', (_language, catalogue) => {
    expect(SURVEY_ERROR_CODES.filter((code) => !(`survey.error.${code}` in catalogue))).toEqual([]);
  });

  it('repeats in English the domain texts the API sends', () => {
    const english = en as Record<string, string>;
    for (const name of Object.keys(SURVEY_MESSAGES) as SurveyMessageName[]) {
      expect([name, english[`survey.error.${surveyErrorCode(name)}`]]).toEqual([name, SURVEY_MESSAGES[name]]);
    }
  });
});
