/**
 * The reward or coupon in the diner's wallet that saves the most on this cart.
 *
 * - A coupon (reward kinds 3 and 4) saves what it adds to the order's discount: the order's
 *   coupons are priced with and without it (domain/ordering/discounts.ts), so targets, the
 *   minimum amount after the other discounts and the cap at the subtotal all count. It must also
 *   be usable here and now: brand, market, dates, usage limits (coupon-availability.ts).
 * - A loyalty item (kind 1) saves what it saves where it goes (reward-placement.ts): one unit of
 *   the item's line already in the cart, options included, or else the item's price at this store
 *   when it is added free; an item the store's menu does not sell (no price) and the cart does
 *   not hold saves nothing.
 * - A reward already on the order, expired, or saving nothing is never suggested.
 * - Ties go to the reward that expires first (one without an end date last), then the lower id.
 */
import { applyCoupons, type Coupon, type DiscountCart } from '@/domain/ordering/discounts';
import { couponUnavailability, type CouponPlace, type CouponRules, type CouponUsage } from '@/domain/ordering/coupon-availability';
import { Decimal, toMoneyString } from '@/domain/money';
import { placeItemReward, type RewardableLine, type RewardPlacement } from './reward-placement';

export type WalletCoupon = {
  rewardId: string;
  kind: 3 | 4;
  title: string;
  expiresAt: Date | null;
  coupon: Coupon;
  rules: CouponRules;
  usage: CouponUsage;
};

export type WalletItem = {
  rewardId: string;
  kind: 1;
  title: string;
  expiresAt: Date | null;
  itemId: number;
  /** The item's price at the order's store; null when the store does not sell it. */
  price: string | null;
};

export type WalletEntry = WalletCoupon | WalletItem;

export type SuggestionInput = {
  /** The priced cart; a line's `freeQuantity` says a reward frees a unit of it already. */
  cart: DiscountCart & { lines: readonly (DiscountCart['lines'][number] & RewardableLine)[] };
  /** The coupons already on the order. */
  applied: readonly Coupon[];
  /** The wallet rewards already on the order. */
  onOrder: readonly string[];
  wallet: readonly WalletEntry[];
  place: CouponPlace;
};

type WalletSuggestion = {
  rewardId: string;
  kind: 1 | 3 | 4;
  title: string;
  saving: string;
  /** Where a loyalty item goes: a line of the cart made free, or the item added free; null for a coupon. */
  placement: RewardPlacement['kind'] | null;
};

function placementOf(entry: WalletItem, input: SuggestionInput): RewardPlacement | null {
  return placeItemReward(input.cart.lines, entry.itemId, entry.price);
}

function discountOf(cart: DiscountCart, coupons: readonly Coupon[]): Decimal {
  return new Decimal(applyCoupons(cart, coupons).total);
}

/** What one wallet entry saves on the cart as it stands; zero when it cannot be used. */
export function savingOf(entry: WalletEntry, input: SuggestionInput): Decimal {
  if (input.onOrder.includes(entry.rewardId)) return new Decimal(0);
  if (entry.expiresAt && input.place.now.getTime() >= entry.expiresAt.getTime()) return new Decimal(0);
  if (entry.kind === 1) return new Decimal(placementOf(entry, input)?.saving ?? 0);
  if (input.cart.lines.length === 0) return new Decimal(0);
  if (input.applied.some((coupon) => coupon.id === entry.coupon.id)) return new Decimal(0);
  if (couponUnavailability(entry.rules, entry.usage, input.place) !== null) return new Decimal(0);
  const without = discountOf(input.cart, input.applied);
  const withIt = discountOf(input.cart, [...input.applied, entry.coupon]);
  return Decimal.max(withIt.minus(without), 0);
}

function expiryRank(entry: WalletEntry): number {
  return entry.expiresAt ? entry.expiresAt.getTime() : Number.POSITIVE_INFINITY;
}

/** The best entry and its saving, or null when nothing in the wallet saves anything. */
export function suggestFromWallet(input: SuggestionInput): WalletSuggestion | null {
  let best: { entry: WalletEntry; saving: Decimal } | null = null;
  for (const entry of input.wallet) {
    const saving = savingOf(entry, input);
    if (!saving.greaterThan(0)) continue;
    const better =
      !best ||
      saving.greaterThan(best.saving) ||
      (saving.equals(best.saving) &&
        (expiryRank(entry) < expiryRank(best.entry) || (expiryRank(entry) === expiryRank(best.entry) && entry.rewardId < best.entry.rewardId)));
    if (better) best = { entry, saving };
  }
  if (!best) return null;
  const { entry, saving } = best;
  const placement = entry.kind === 1 ? (placementOf(entry, input)?.kind ?? null) : null;
  return { rewardId: entry.rewardId, kind: entry.kind, title: entry.title, saving: toMoneyString(saving), placement };
}
