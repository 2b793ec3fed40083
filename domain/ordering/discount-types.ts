/**
 * The nine discount types by name (./discounts.ts says what each does). A file of its own, without
 * the discount arithmetic and decimal.js, because the staff console's coupon form names them in
 * the browser.
 */
export const DISCOUNT_TYPE = {
  orderAmount: 1,
  orderPercentage: 2,
  itemAmount: 3,
  itemPercentage: 4,
  subcategoryAmount: 5,
  subcategoryPercentage: 6,
  handoffAmount: 7,
  handoffPercentage: 8,
  itemFree: 9,
} as const;
export type DiscountTypeId = (typeof DISCOUNT_TYPE)[keyof typeof DISCOUNT_TYPE];
