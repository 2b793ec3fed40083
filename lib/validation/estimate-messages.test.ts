import { ESTIMATE_LIMITS } from '@/domain/validation/catering';
import { ESTIMATE_FORM_MESSAGES, type EstimateFormMessageName } from '@/domain/validation/estimate';
import { CATALOGUES, createTranslator } from '@/lib/i18n';
import { estimateMessage } from './estimate-messages';

const NAMES = Object.keys(ESTIMATE_FORM_MESSAGES) as EstimateFormMessageName[];

describe('estimateMessage', () => {
  it.each(['en', 'fr', 'ja'] as const)('every estimate refusal has its own text in %s', (language) => {
    const missing = NAMES.filter((name) => !CATALOGUES[language][`staff.estimate.error.${name}`]);
    expect(missing).toEqual([]);
  });

  it.each([
    ['en-us', 'quantityOutOfRange', `Enter a quantity from ${ESTIMATE_LIMITS.quantity.min} to ${ESTIMATE_LIMITS.quantity.max}`],
    ['fr-ca', 'feeTitleTooLong', `Un intitulé compte au plus ${ESTIMATE_LIMITS.feeTitle.max} caractères`],
    ['ja-jp', 'reasonTooLong', `理由は${ESTIMATE_LIMITS.reason.max}文字以内で入力してください`],
  ] as const)('%s %s fills in the limit', (locale, name, expected) => {
    expect(estimateMessage(createTranslator(locale), name)).toBe(expected);
  });

  it('writes English like the API’s own message', () => {
    const t = createTranslator('en-us');
    expect(estimateMessage(t, 'titleRequired')).toBe(ESTIMATE_FORM_MESSAGES.titleRequired);
    expect(estimateMessage(t, 'moneyInvalid')).toBe(ESTIMATE_FORM_MESSAGES.moneyInvalid);
  });
});
