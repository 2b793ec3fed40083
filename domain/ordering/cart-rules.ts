/**
 * Cart limits: the minimum quantity per item, the minimum pre-tax amount (which
 * must still be reached after discounts) and the minimum and maximum item counts.
 *
 * No values are given, so these defaults are ours, per order-menu category:
 * | category            | min qty/line | min amount | min items | max items |
 * | everyday, other     | 1            | 0.00       | 1         | 50        |
 * | holiday             | 1            | 0.00       | 1         | 50        |
 * | catering, get-a-quote | 1          | 150.00     | 1         | 500       |
 * An item's own `minQuantity` (e.g. catering trays sold by 10) raises its line's minimum.
 * A location may override any value per category (`resolveCartLimits`).
 * "Items" counts units: two briskets and a cobbler are three items.
 */
import { CART_MESSAGES } from '../messages';
import { interpolate } from '../interpolate';
import { OrderCategoryId } from './handoffs';
import { MoneyString, parseDecimal, parseNonNegative } from './money';

export type CartLimits = {
  minItemQuantity: number;
  minAmount: MoneyString;
  minItems: number;
  maxItems: number;
};

const EVERYDAY: CartLimits = { minItemQuantity: 1, minAmount: '0.00', minItems: 1, maxItems: 50 };
const CATERING: CartLimits = { minItemQuantity: 1, minAmount: '150.00', minItems: 1, maxItems: 500 };

export const DEFAULT_CART_LIMITS: Readonly<Record<OrderCategoryId, CartLimits>> = {
  1: EVERYDAY,
  2: CATERING,
  3: CATERING,
  4: EVERYDAY,
  5: EVERYDAY,
};

function assertCount(value: number, field: keyof CartLimits): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`"${field}" must be a whole number of at least 0, got ${value}`);
}

/** The category's defaults with a location's overrides on top; throws on limits that contradict. */
export function resolveCartLimits(categoryId: OrderCategoryId, overrides?: Partial<CartLimits> | null): CartLimits {
  const defaults = DEFAULT_CART_LIMITS[categoryId];
  if (!defaults) throw new RangeError(`Unknown order-menu category ${String(categoryId)}`);
  const limits: CartLimits = { ...defaults, ...(overrides ?? {}) };
  assertCount(limits.minItemQuantity, 'minItemQuantity');
  assertCount(limits.minItems, 'minItems');
  assertCount(limits.maxItems, 'maxItems');
  parseNonNegative(limits.minAmount, 'minAmount');
  if (limits.minItems > limits.maxItems) {
    throw new RangeError(`"minItems" (${limits.minItems}) must not exceed "maxItems" (${limits.maxItems})`);
  }
  return limits;
}

export type CartRuleLine = { itemId: number; title: string; quantity: number; minQuantity?: number };
export type CartRuleInput = {
  lines: readonly CartRuleLine[];
  /** The pre-tax total after discounts. */
  discountedSubtotal: MoneyString;
};

export type CartViolation =
  | { code: 'item-minimum-quantity'; message: string; itemId: number; title: string; minimum: number }
  | { code: 'order-amount-too-low'; message: string; minimum: MoneyString }
  | { code: 'item-count-too-low'; message: string; minimum: number }
  | { code: 'item-count-too-high'; message: string; maximum: number };

/** The smallest quantity a line may hold: the larger of the limit and the item's own minimum. */
export function minimumQuantityOf(line: Pick<CartRuleLine, 'minQuantity'>, limits: CartLimits): number {
  return Math.max(limits.minItemQuantity, line.minQuantity ?? 0);
}

function lineViolations(lines: readonly CartRuleLine[], limits: CartLimits): CartViolation[] {
  return lines.flatMap((line): CartViolation[] => {
    const minimum = minimumQuantityOf(line, limits);
    if (line.quantity >= minimum) return [];
    const message = interpolate(CART_MESSAGES.minimumItemQuantity, { count: minimum });
    return [{ code: 'item-minimum-quantity', message, itemId: line.itemId, title: line.title, minimum }];
  });
}

function countViolations(lines: readonly CartRuleLine[], limits: CartLimits): CartViolation[] {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (count < limits.minItems) {
    const message = interpolate(CART_MESSAGES.itemQuantityTooLow, { count: limits.minItems });
    return [{ code: 'item-count-too-low', message, minimum: limits.minItems }];
  }
  if (count > limits.maxItems) {
    const message = interpolate(CART_MESSAGES.itemQuantityTooHigh, { count: limits.maxItems });
    return [{ code: 'item-count-too-high', message, maximum: limits.maxItems }];
  }
  return [];
}

function amountViolations(discountedSubtotal: MoneyString, limits: CartLimits): CartViolation[] {
  const amount = parseDecimal(discountedSubtotal, 'discountedSubtotal');
  if (amount.greaterThanOrEqualTo(parseDecimal(limits.minAmount, 'minAmount'))) return [];
  return [{ code: 'order-amount-too-low', message: CART_MESSAGES.orderAmountTooLow, minimum: limits.minAmount }];
}

/**
 * Every rule the cart breaks, in the order a diner fixes them: lines, counts, then amount.
 * An empty list means the cart may proceed to checkout.
 */
export function checkCart(cart: CartRuleInput, limits: CartLimits): CartViolation[] {
  return [
    ...lineViolations(cart.lines, limits),
    ...countViolations(cart.lines, limits),
    ...amountViolations(cart.discountedSubtotal, limits),
  ];
}
