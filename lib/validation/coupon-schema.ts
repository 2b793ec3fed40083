/** The cart's coupon field: required, letters, digits and dashes, at most the API's length (domain/validation/coupons.ts). */
import { object, string } from 'yup';
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_PATTERN } from '@/domain/validation/coupons';
import type { Translate } from '@/lib/i18n';

export type CouponValues = { code: string };

export function couponSchema(t: Translate) {
  const invalid = t('coupons.validation.codeInvalid', { max: COUPON_CODE_MAX_LENGTH });
  return object({
    code: string()
      .trim()
      .required(t('coupons.validation.codeRequired'))
      .max(COUPON_CODE_MAX_LENGTH, invalid)
      .matches(new RegExp(COUPON_CODE_PATTERN), invalid),
  });
}
