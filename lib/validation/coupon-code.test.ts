import { COUPON_CODE_MAX_LENGTH } from '@/domain/validation/coupons';
import { checkedCode } from '@/server/modules/discounts/service';
import { createTranslator } from '@/lib/i18n';
import { couponCodeError } from './coupon-code';

describe('couponCodeError', () => {
  const t = createTranslator('en-us');
  const errorOf = (code: string) => couponCodeError(code, t);

  it.each([
    ['SAVE5', null],
    [' save-5 ', null],
    ['', 'Enter a coupon code'],
    ['   ', 'Enter a coupon code'],
    ['SAVE 5', 'A coupon code is letters, digits and dashes, at most 40 characters'],
    ['-SAVE', 'A coupon code is letters, digits and dashes, at most 40 characters'],
    ['A'.repeat(COUPON_CODE_MAX_LENGTH + 1), 'A coupon code is letters, digits and dashes, at most 40 characters'],
  ])('%j → %s', (code, expected) => {
    expect(errorOf(code)).toBe(expected);
  });

  it.each(['SAVE5', ' save-5 ', 'SAVE 5', '-SAVE', 'A'.repeat(41), 'A'.repeat(40), 'É5'])('agrees with the API on %j', (code) => {
    let apiAccepts = true;
    try {
      checkedCode(code);
    } catch {
      apiAccepts = false;
    }
    expect([code, errorOf(code) === null]).toEqual([code, apiAccepts]);
  });
});
