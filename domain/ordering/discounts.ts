/**
 * The nine discount types as pure helpers, and coupons built on them.
 * Every helper caps its discount at the total it applies to, so no total goes below zero.
 *
 * Meanings (ours: only the type names are given):
 * - order amount / percentage (1, 2): off the order subtotal;
 * - item amount (3): the amount off the matching items' total, once per coupon;
 * - item percentage (4): the percentage off every matching unit;
 * - subcategory amount / percentage (5, 6): as 3 and 4, for the lines of the target subcategories;
 * - handoff amount / percentage (7, 8): off the order subtotal when the order's handoff is targeted;
 * - item free (9): one unit of the cheapest matching item (options included) is free.
 * Percentages are written 0–100 ("15" is 15 %); amounts are money strings ("5.00").
 */
import { HandoffId } from './handoffs';
import { Decimal, formatAmount, minMoney, MoneyString, nonNegative, parseDecimal, sumMoney, ZERO } from './money';
import { PAYMENT_MESSAGES } from '../messages';
import { DISCOUNT_TYPE, type DiscountTypeId } from './discount-types';


/** A priced cart line: `unitPrice` includes the options, `lineTotal` is unitPrice × quantity. */
export type DiscountLine = {
  itemId: number;
  subcategoryId: number | null;
  quantity: number;
  unitPrice: MoneyString;
  lineTotal: MoneyString;
};
export type DiscountCart = {
  lines: readonly DiscountLine[];
  subtotal: MoneyString;
  handoffId: HandoffId;
  /** The currency's minor unit in decimal places (0 for JPY): a percentage off rounds to it. 2 when absent. */
  decimals?: number;
};

function amountOff(base: Decimal, amount: MoneyString): MoneyString {
  const value = parseDecimal(amount, 'discount amount');
  return formatAmount(nonNegative(minMoney(value, base)));
}

function percentageOff(base: Decimal, percent: string, decimals?: number): MoneyString {
  const value = parseDecimal(percent, 'discount percentage');
  if (value.isNegative() || value.greaterThan(100)) {
    throw new RangeError(`"discount percentage" must be between 0 and 100, got "${percent}"`);
  }
  return formatAmount(minMoney(base.times(value).dividedBy(100), base), decimals);
}

function totalOf(lines: readonly DiscountLine[]): Decimal {
  return sumMoney(lines.map((line) => line.lineTotal));
}

function linesOfItems(cart: DiscountCart, itemIds: readonly number[]): DiscountLine[] {
  return cart.lines.filter((line) => itemIds.includes(line.itemId));
}

function linesOfSubcategories(cart: DiscountCart, subcategoryIds: readonly number[]): DiscountLine[] {
  return cart.lines.filter((line) => line.subcategoryId !== null && subcategoryIds.includes(line.subcategoryId));
}

/** Type 1. */
export function orderAmountDiscount(cart: DiscountCart, amount: MoneyString): MoneyString {
  return amountOff(parseDecimal(cart.subtotal, 'subtotal'), amount);
}

/** Type 2. */
export function orderPercentageDiscount(cart: DiscountCart, percent: string): MoneyString {
  return percentageOff(parseDecimal(cart.subtotal, 'subtotal'), percent, cart.decimals);
}

/** Type 3. */
export function itemAmountDiscount(cart: DiscountCart, itemIds: readonly number[], amount: MoneyString): MoneyString {
  return amountOff(totalOf(linesOfItems(cart, itemIds)), amount);
}

/** Type 4. */
export function itemPercentageDiscount(cart: DiscountCart, itemIds: readonly number[], percent: string): MoneyString {
  return percentageOff(totalOf(linesOfItems(cart, itemIds)), percent, cart.decimals);
}

/** Type 5. */
export function subcategoryAmountDiscount(
  cart: DiscountCart,
  subcategoryIds: readonly number[],
  amount: MoneyString,
): MoneyString {
  return amountOff(totalOf(linesOfSubcategories(cart, subcategoryIds)), amount);
}

/** Type 6. */
export function subcategoryPercentageDiscount(
  cart: DiscountCart,
  subcategoryIds: readonly number[],
  percent: string,
): MoneyString {
  return percentageOff(totalOf(linesOfSubcategories(cart, subcategoryIds)), percent, cart.decimals);
}

/** Type 7: nothing when the order's handoff is not targeted. */
export function handoffAmountDiscount(cart: DiscountCart, handoffIds: readonly HandoffId[], amount: MoneyString): MoneyString {
  const base = handoffIds.includes(cart.handoffId) ? parseDecimal(cart.subtotal, 'subtotal') : ZERO;
  return amountOff(base, amount);
}

/** Type 8: nothing when the order's handoff is not targeted. */
export function handoffPercentageDiscount(cart: DiscountCart, handoffIds: readonly HandoffId[], percent: string): MoneyString {
  const base = handoffIds.includes(cart.handoffId) ? parseDecimal(cart.subtotal, 'subtotal') : ZERO;
  return percentageOff(base, percent, cart.decimals);
}

/** Type 9: one unit of the cheapest matching item. */
export function itemFreeDiscount(cart: DiscountCart, itemIds: readonly number[]): MoneyString {
  const prices = linesOfItems(cart, itemIds)
    .filter((line) => line.quantity > 0)
    .map((line) => parseDecimal(line.unitPrice, 'unitPrice'));
  if (prices.length === 0) return formatAmount(ZERO);
  return formatAmount(nonNegative(prices.reduce((lowest, price) => minMoney(lowest, price))));
}

export type CouponConditions = {
  /** The pre-discount subtotal must reach this amount. */
  minimumSubtotal?: MoneyString;
  /** The order's handoff must be one of these (required by types 7 and 8). */
  handoffIds?: readonly HandoffId[];
  /** The cart must hold one of these items; the targets of types 3, 4 and 9 (required there). */
  itemIds?: readonly number[];
  /** The cart must hold an item of one of these subcategories; the targets of types 5 and 6. */
  subcategoryIds?: readonly number[];
};

export type Coupon = {
  id: number;
  code: string;
  typeId: DiscountTypeId;
  /** An amount ("5.00") for amount types, a percentage ("15") for percentage types; unused by type 9. */
  value: string;
  conditions: CouponConditions;
};

/** A coupon as stored: the columns of its row that the pricing rules read. */
export type StoredCoupon = {
  id: number;
  code: string;
  typeId: number;
  value: string;
  minimumAmount: MoneyString | null;
  itemIds: readonly number[];
  subcategoryIds: readonly number[];
  handoffIds: readonly number[];
};

/** The stored coupon as the pricing rules read it; `code`: the code the diner gave (a single-use code), else its own. */
export function toCoupon(row: StoredCoupon, code: string = row.code): Coupon {
  return {
    id: row.id,
    code,
    typeId: row.typeId as DiscountTypeId,
    value: row.value,
    conditions: {
      ...(row.minimumAmount !== null && { minimumSubtotal: row.minimumAmount }),
      ...(row.itemIds.length > 0 && { itemIds: row.itemIds }),
      ...(row.subcategoryIds.length > 0 && { subcategoryIds: row.subcategoryIds }),
      ...(row.handoffIds.length > 0 && { handoffIds: row.handoffIds as HandoffId[] }),
    },
  };
}

export const COUPON_NOT_MET = PAYMENT_MESSAGES.couponConditionsNotMet;
export type CouponOutcome = { ok: true; discount: MoneyString } | { ok: false; reason: typeof COUPON_NOT_MET };

const REQUIRED_TARGET: Partial<Record<DiscountTypeId, keyof CouponConditions>> = {
  3: 'itemIds',
  4: 'itemIds',
  9: 'itemIds',
  5: 'subcategoryIds',
  6: 'subcategoryIds',
  7: 'handoffIds',
  8: 'handoffIds',
};

function hasTarget(conditions: CouponConditions, key: keyof CouponConditions): boolean {
  const target = conditions[key];
  return Array.isArray(target) && target.length > 0;
}

/** Whether the cart meets every condition of the coupon. An empty cart meets none. */
export function couponConditionsMet(cart: DiscountCart, coupon: Coupon): boolean {
  const { minimumSubtotal, handoffIds, itemIds, subcategoryIds } = coupon.conditions;
  const required = REQUIRED_TARGET[coupon.typeId];
  if (cart.lines.length === 0 || (required && !hasTarget(coupon.conditions, required))) return false;
  if (minimumSubtotal && parseDecimal(cart.subtotal, 'subtotal').lessThan(parseDecimal(minimumSubtotal, 'minimumSubtotal'))) {
    return false;
  }
  if (handoffIds?.length && !handoffIds.includes(cart.handoffId)) return false;
  if (itemIds?.length && linesOfItems(cart, itemIds).length === 0) return false;
  if (subcategoryIds?.length && linesOfSubcategories(cart, subcategoryIds).length === 0) return false;
  return true;
}

type Targets = { items: readonly number[]; subcategories: readonly number[]; handoffs: readonly HandoffId[] };

/** Each discount type and the helper that prices it; a Record, so no type is forgotten. */
const DISCOUNT_BY_TYPE: Record<DiscountTypeId, (cart: DiscountCart, value: string, targets: Targets) => MoneyString> = {
  1: (cart, value) => orderAmountDiscount(cart, value),
  2: (cart, value) => orderPercentageDiscount(cart, value),
  3: (cart, value, { items }) => itemAmountDiscount(cart, items, value),
  4: (cart, value, { items }) => itemPercentageDiscount(cart, items, value),
  5: (cart, value, { subcategories }) => subcategoryAmountDiscount(cart, subcategories, value),
  6: (cart, value, { subcategories }) => subcategoryPercentageDiscount(cart, subcategories, value),
  7: (cart, value, { handoffs }) => handoffAmountDiscount(cart, handoffs, value),
  8: (cart, value, { handoffs }) => handoffPercentageDiscount(cart, handoffs, value),
  9: (cart, _value, { items }) => itemFreeDiscount(cart, items),
};

function discountOf(cart: DiscountCart, { typeId, value, conditions }: Coupon): MoneyString {
  const price = DISCOUNT_BY_TYPE[typeId];
  if (!price) throw new RangeError(`unknown discount type ${String(typeId)}`);
  const targets = {
    items: conditions.itemIds ?? [],
    subcategories: conditions.subcategoryIds ?? [],
    handoffs: conditions.handoffIds ?? [],
  };
  return price(cart, value, targets);
}

/**
 * The coupon's discount on the cart, or "Coupon conditions are not met" as a value.
 * A misconfigured coupon (a percentage above 100, an amount that is not a decimal) throws,
 * naming the code.
 */
export function applyCoupon(cart: DiscountCart, coupon: Coupon): CouponOutcome {
  try {
    if (!couponConditionsMet(cart, coupon)) return { ok: false, reason: COUPON_NOT_MET };
    return { ok: true, discount: discountOf(cart, coupon) };
  } catch (error) {
    throw new RangeError(`Coupon "${coupon.code}": ${(error as Error).message}`);
  }
}

export type AppliedCoupon = { couponId: number; code: string } & CouponOutcome;

/** Whether the subtotal less every other applied coupon's discount still reaches the coupon's minimum. */
function meetsMinimumAfterOthers(cart: DiscountCart, coupon: Coupon, applied: readonly AppliedCoupon[], index: number): boolean {
  const minimum = coupon.conditions.minimumSubtotal;
  if (!minimum) return true;
  const others = sumMoney(applied.map((outcome, at) => (at !== index && outcome.ok ? outcome.discount : ZERO)));
  return !parseDecimal(cart.subtotal, 'subtotal').minus(others).lessThan(parseDecimal(minimum, 'minimumSubtotal'));
}

/**
 * Applies every coupon to the same cart. The total discount is capped at the subtotal, so
 * coupons stacked on one order never take it below zero.
 */
export function applyCoupons(cart: DiscountCart, coupons: readonly Coupon[]): { applied: AppliedCoupon[]; total: MoneyString } {
  const applied: AppliedCoupon[] = coupons.map((coupon) => ({ couponId: coupon.id, code: coupon.code, ...applyCoupon(cart, coupon) }));
  // A minimum is judged again on the subtotal less the other coupons' discounts. Refusing one coupon
  // only lowers what the others take off, so refuse the first that falls short and look again.
  for (;;) {
    const failing = applied.findIndex((outcome, index) => outcome.ok && !meetsMinimumAfterOthers(cart, coupons[index]!, applied, index));
    if (failing === -1) break;
    applied[failing] = { couponId: applied[failing]!.couponId, code: applied[failing]!.code, ok: false, reason: COUPON_NOT_MET };
  }
  const sum = sumMoney(applied.map((outcome) => (outcome.ok ? outcome.discount : ZERO)));
  return { applied, total: formatAmount(minMoney(sum, parseDecimal(cart.subtotal, 'subtotal'))) };
}
