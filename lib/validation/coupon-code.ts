/**
 * The cart's coupon field: required, letters, digits and dashes, at most the API's length
 * (domain/validation/coupons.ts), checked on the trimmed code. A plain check, not a FormState's
 * rules: the cart has no other form, so it ships no form state.
 */
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_PATTERN } from '@/domain/validation/coupons';
import type { Translate } from '@/lib/i18n';

const PATTERN = new RegExp(COUPON_CODE_PATTERN);

/** What is wrong with `code`, in the diner's language, or null when it may be sent. */
export function couponCodeError(code: string, t: Translate): string | null {
  const trimmed = code.trim();
  if (trimmed === '') return t('coupons.validation.codeRequired');
  if (trimmed.length > COUPON_CODE_MAX_LENGTH || !PATTERN.test(trimmed)) {
    return t('coupons.validation.codeInvalid', { max: COUPON_CODE_MAX_LENGTH });
  }
  return null;
}
