/**
 * The coupon field: its limits, the texts of its refusals and the code the API sends with each.
 * The cart's coupon check (lib/validation/coupon-code.ts) and the API's coupon routes
 * (server/modules/discounts/) are built from these. "Coupon conditions are not met" is the shared
 * payment text (domain/messages.ts, code coupon_conditions_not_met).
 */

/** A code is letters, digits and dashes, at most this long (compared in upper case). */
export const COUPON_CODE_MAX_LENGTH = 40;
export const COUPON_CODE_PATTERN = '^\\s*[A-Za-z0-9][A-Za-z0-9-]*\\s*$';

export const COUPON_MESSAGES = {
  codeRequired: 'Enter a coupon code',
  codeInvalid: 'A coupon code is letters, digits and dashes, at most [max] characters',
  codeNotFound: 'Coupon code [code] was not found',
  alreadyApplied: 'Another code of coupon [code] is already on this order',
  orderLimit: 'An order takes at most [max] coupons',
} as const;

/** The codes the API sends with the coupon refusals of its own (besides coupon_conditions_not_met). */
export const COUPON_ERROR_CODES = ['coupon_code_invalid', 'coupon_not_found', 'coupon_already_applied', 'coupon_order_limit'] as const;
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];
