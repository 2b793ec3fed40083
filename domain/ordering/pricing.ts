/**
 * The one pricing pipeline. The API runs it; the storefront only shows its
 * answer. Every amount in and out is a 2-decimal string; rounding is half-to-even to the
 * currency's minor unit (whole yen for JPY: "1980.00").
 *
 * Order of operations:
 * 1. Lines: unit price = the item's price + its options' price deltas; line total = unit × quantity,
 *    less the units a reward gives at no charge (`freeQuantity`, at most the quantity).
 * 2. Subtotal = the sum of the line totals.
 * 3. Discounts: every coupon is applied to the cart (discounts.ts); each is capped at what it
 *    applies to, and their sum at the subtotal.
 * 4. Discounted subtotal = subtotal − discounts: the pre-tax amount the cart rules judge.
 * 5. Delivery fee: charged for delivery only; "0.00" for every other handoff.
 * 6. Taxes: each component on (discounted subtotal + delivery fee), rounded on its own. The
 *    delivery fee is taxable: a fee the restaurant charges for delivering a taxable meal is part
 *    of the sale under GST/HST and in the US states that tax prepared food. Where prices include
 *    the tax (`taxIncluded`: Japan, Mexico), each line is the part of that amount the tax makes up.
 * 7. Tip: a percentage of the pre-discount subtotal (a coupon does not shrink the crew's tip),
 *    or an amount. The tip is not taxed.
 * 8. Total = discounted subtotal + delivery fee + taxes + tip; the taxes are not added again
 *    where the prices include them.
 * The cart-rule violations (cart-rules.ts) come with the answer; pricing never hides them.
 */
import type { Currency } from '@/domain/markets';
import { currencyDecimals } from '@/domain/money-format';
import { CartLimits, CartViolation, checkCart } from './cart-rules';
import { AppliedCoupon, applyCoupons, Coupon } from './discounts';
import { HANDOFF, HandoffId } from './handoffs';
import { Decimal, formatAmount, MoneyString, nonNegative, parseDecimal, parseNonNegative, sumMoney, ZERO } from './money';
import { computeTaxes, sumTaxes, TaxComponent, TaxLine } from './tax';
import type { Tip } from './tip';

export type PricingOption = { optionId: number; title: string; priceDelta: MoneyString };
export type PricingLine = {
  itemId: number;
  title: string;
  quantity: number;
  /** The item's price at the location, before options. */
  unitPrice: MoneyString;
  options: readonly PricingOption[];
  /** The menu section (subcategory) the item was ordered from. */
  subcategoryId: number | null;
  /** The item's own minimum quantity, if it has one. */
  minQuantity?: number;
  /** Units given at no charge (a loyalty reward's item): not in the line total. */
  freeQuantity?: number;
};

export type PricingInput = {
  lines: readonly PricingLine[];
  handoffId: HandoffId;
  taxComponents: readonly TaxComponent[];
  /** Charged only when the handoff is delivery. */
  deliveryFee?: MoneyString;
  tip?: Tip | null;
  coupons?: readonly Coupon[];
  limits: CartLimits;
  /** The store's currency: amounts round to its minor unit. Two decimals when absent. */
  currency?: Currency;
  /** The prices include the taxes (pricesIncludeTax of the store's country). */
  taxIncluded?: boolean;
};

export type PricedLine = {
  itemId: number;
  title: string;
  quantity: number;
  subcategoryId: number | null;
  /** The unit price with its options. */
  unitPrice: MoneyString;
  lineTotal: MoneyString;
  /** Present when a reward gives units of this line at no charge. */
  freeQuantity?: number;
};

export type OrderPricing = {
  lines: PricedLine[];
  subtotal: MoneyString;
  coupons: AppliedCoupon[];
  discountTotal: MoneyString;
  discountedSubtotal: MoneyString;
  deliveryFee: MoneyString;
  taxes: TaxLine[];
  taxTotal: MoneyString;
  tip: MoneyString;
  total: MoneyString;
  /** The taxes are part of the prices and the total, not added to them. */
  taxIncluded: boolean;
  violations: CartViolation[];
};

/** Step 1. Throws a RangeError naming the item when a quantity or price cannot be priced. `decimals`: the currency's minor unit. */
export function priceLine(line: PricingLine, decimals?: number): PricedLine {
  const { itemId, title, quantity, subcategoryId } = line;
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`"quantity" of item ${itemId} must be a whole number of at least 0, got ${quantity}`);
  }
  const base = parseNonNegative(line.unitPrice, `unitPrice of item ${itemId}`);
  const deltas = line.options.map((option) => parseDecimal(option.priceDelta, `priceDelta of option ${option.optionId}`));
  const unit = base.plus(sumMoney(deltas));
  if (unit.isNegative()) throw new RangeError(`The options of item ${itemId} make its price negative`);
  const free = Math.min(line.freeQuantity ?? 0, quantity);
  if (!Number.isSafeInteger(free) || free < 0) throw new RangeError(`"freeQuantity" of item ${itemId} must be a whole number of at least 0`);
  const lineTotal = formatAmount(unit.times(quantity - free), decimals);
  const unitPrice = formatAmount(unit, decimals);
  return { itemId, title, quantity, subcategoryId, unitPrice, lineTotal, ...(free > 0 && { freeQuantity: free }) };
}

/** Step 7: a percentage (0–100) of the pre-discount subtotal, or an amount; rounded to `decimals`, the currency's minor unit. */
export function priceTip(tip: Tip | null | undefined, subtotal: MoneyString, decimals?: number): MoneyString {
  if (!tip) return formatAmount(ZERO);
  if (tip.kind === 'amount') return formatAmount(parseNonNegative(tip.value, 'tip'), decimals);
  const percent = parseNonNegative(tip.value, 'tip percentage');
  if (percent.greaterThan(100)) throw new RangeError(`"tip percentage" must be at most 100, got "${tip.value}"`);
  return formatAmount(parseDecimal(subtotal, 'subtotal').times(percent).dividedBy(100), decimals);
}

/** Step 5. */
export function deliveryFeeFor(handoffId: HandoffId, deliveryFee: MoneyString | undefined, decimals?: number): MoneyString {
  if (handoffId !== HANDOFF.delivery || deliveryFee === undefined) return formatAmount(ZERO);
  return formatAmount(parseNonNegative(deliveryFee, 'deliveryFee'), decimals);
}

/** The whole pipeline, steps 1 to 8. */
export function priceOrder(input: PricingInput): OrderPricing {
  const decimals = input.currency ? currencyDecimals(input.currency) : undefined;
  const taxIncluded = input.taxIncluded ?? false;
  const lines = input.lines.map((line) => priceLine(line, decimals));
  const subtotal = formatAmount(sumMoney(lines.map((line) => line.lineTotal)));
  const cart = { lines, subtotal, handoffId: input.handoffId, decimals };
  const { applied, total: discountTotal } = applyCoupons(cart, input.coupons ?? []);
  const discounted: Decimal = nonNegative(new Decimal(subtotal).minus(discountTotal));
  const discountedSubtotal = formatAmount(discounted, decimals);
  const deliveryFee = deliveryFeeFor(input.handoffId, input.deliveryFee, decimals);
  const taxes = computeTaxes(formatAmount(discounted.plus(deliveryFee)), input.taxComponents, { included: taxIncluded, decimals });
  const taxTotal = sumTaxes(taxes);
  const tip = priceTip(input.tip, subtotal, decimals);
  const added = taxIncluded ? [discountedSubtotal, deliveryFee, tip] : [discountedSubtotal, deliveryFee, taxTotal, tip];
  const total = formatAmount(sumMoney(added), decimals);
  const ruleLines = input.lines.map(({ itemId, title, quantity, minQuantity }) => ({ itemId, title, quantity, minQuantity }));
  const violations = checkCart({ lines: ruleLines, discountedSubtotal }, input.limits);
  return { lines, subtotal, coupons: applied, discountTotal, discountedSubtotal, deliveryFee, taxes, taxTotal, tip, total, taxIncluded, violations };
}
