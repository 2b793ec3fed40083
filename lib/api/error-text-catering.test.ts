import { CATERING_ERROR_CODES, CATERING_MESSAGES, type CateringMessageName } from '@/domain/catering/messages';
import { CATERING_FORM_MESSAGES } from '@/domain/validation/catering';
import { SPECIFIC_ERROR_CODES } from '@/domain/error-codes';
import { createTranslator } from '@/lib/i18n';
import { en, es, fr, ja, pt } from '@/locales';
import { apiText } from './error-text';

const CATERING_CODES = [...Object.values(CATERING_ERROR_CODES), ...SPECIFIC_ERROR_CODES.filter((code) => code.startsWith('catering_'))];

describe('apiText for catering codes', () => {
  it.each([
    ['fr-ca', { code: 'catering_headcount_out_of_range', params: { min: 10, max: 2000 }, message: 'Enter a number of guests from 10 to 2000' }, "Entrez un nombre d'invités de 10 à 2000"],
    ['ja-jp', { code: 'catering_event_too_far', params: { days: 365 }, message: 'A catering event can be requested at most 365 days ahead' }, 'ケータリングのご依頼は 365 日先までです'],
    ['en-us', { code: 'catering_estimate_missing', message: 'This catering lead has no estimate yet' }, 'This catering lead has no estimate yet'],
    ['pt-br', { code: 'catering_cart_empty', params: { number: '100042' }, message: 'Order 100042 has no items: add the dishes you would like quoted' }, 'O pedido 100042 não tem itens: adicione os pratos que você quer orçar'],
  ] as const)('%s: %j', (locale, answer, expected) => {
    expect(apiText(createTranslator(locale), answer)).toBe(expected);
  });

  it.each([['en', en], ['es', es], ['fr', fr], ['ja', ja], ['pt', pt]] as const)('%s has a text for every catering code', (_language, catalogue) => {
    const missing = CATERING_CODES.filter((code) => !(`catering.error.${code}` in catalogue));
    expect(missing).toEqual([]);
  });
});

describe('the English catering texts', () => {
  it('repeat the domain texts the API sends', () => {
    const english = en as Record<string, string>;
    for (const name of Object.keys(CATERING_MESSAGES) as CateringMessageName[]) {
      expect([name, english[`catering.error.${CATERING_ERROR_CODES[name]}`]]).toEqual([name, CATERING_MESSAGES[name]]);
    }
    expect(english['catering.error.catering_headcount_out_of_range']).toBe(CATERING_FORM_MESSAGES.headcountOutOfRange);
    expect(english['catering.error.catering_tax_exempt_id_invalid']).toBe(CATERING_FORM_MESSAGES.taxExemptIdInvalid);
    expect(english['catering.error.catering_event_too_soon']).toBe(CATERING_FORM_MESSAGES.eventTooSoon);
    expect(english['catering.error.catering_event_too_far']).toBe(CATERING_FORM_MESSAGES.eventTooFar);
  });
});
