import { COUPON_ERROR_CODES, COUPON_MESSAGES } from '@/domain/validation/coupons';
import { createTranslator } from '@/lib/i18n';
import { en, es, fr, ja, pt } from '@/locales';
import { apiText } from './error-text';

describe('apiText for coupon codes', () => {
  it.each([
    ['en-us', { code: 'coupon_not_found', params: { code: 'SAVE5' }, message: 'x' }, 'Coupon code SAVE5 was not found'],
    ['fr-ca', { code: 'coupon_not_found', params: { code: 'SAVE5' }, message: 'x' }, 'Le code promo SAVE5 est introuvable'],
    ['ja-jp', { code: 'coupon_order_limit', params: { max: 5 }, message: 'x' }, '1つの注文に使えるクーポンは 5 枚までです'],
    ['fr-ca', { code: 'coupon_conditions_not_met', params: { code: 'SAVE5' }, message: 'x' }, 'Les conditions du coupon ne sont pas remplies'],
  ] as const)('%s: %j', (locale, answer, expected) => {
    expect(apiText(createTranslator(locale), answer)).toBe(expected);
  });

  it.each([['en', en], ['es', es], ['fr', fr], ['ja', ja], ['pt', pt]] as const)('%s has a text for every coupon code and every coupons key', (_language, catalogue) => {
    expect(COUPON_ERROR_CODES.filter((code) => !(`coupons.error.${code}` in catalogue))).toEqual([]);
    expect(Object.keys(en).filter((key) => key.startsWith('coupons.') && !(key in catalogue))).toEqual([]);
  });

  it('repeats in English the texts the API sends', () => {
    const english = en as Record<string, string>;
    expect(english['coupons.error.coupon_not_found']).toBe(COUPON_MESSAGES.codeNotFound);
    expect(english['coupons.error.coupon_already_applied']).toBe(COUPON_MESSAGES.alreadyApplied);
    expect(english['coupons.error.coupon_order_limit']).toBe(COUPON_MESSAGES.orderLimit);
    expect(english['coupons.error.coupon_code_invalid']).toBe(COUPON_MESSAGES.codeInvalid);
  });
});
