/**
 * Where a free-item reward goes on an order, and what it saves there.
 *
 * - When the cart already holds the item on a line no reward has made free yet, the reward makes
 *   one unit of that line free: the diner's own choice, options included. Among several such lines
 *   it frees the dearest unit (the most the reward can save), the earlier line on a tie.
 * - Otherwise it adds the item at no charge (no options), and saves the item's price at the store;
 *   an item the store does not sell (no price) cannot be placed.
 * - The saving is what the line's total loses, so the amount offered is the amount applied.
 * Amounts are compared and rounded exactly on their digits (domain/amounts), without decimal.js:
 * the cart places the reward in the browser.
 */
import { compareAmounts } from '@/domain/amounts';
import { MONEY_DECIMALS } from '@/domain/constants';
import { roundHalfEven } from '@/domain/money-format';

/** A priced order line: `unitPrice` includes the options; `freeQuantity` is set once a reward frees a unit. */
export type RewardableLine = { itemId: number; quantity: number; unitPrice: string; freeQuantity?: number };

export type RewardPlacement =
  /** Frees one unit of the line at `index` in the order's lines. */
  | { kind: 'cart-line'; index: number; saving: string }
  /** Adds the item as a new line at no charge. */
  | { kind: 'added-item'; saving: string };

function rewardable(line: RewardableLine, itemId: number): boolean {
  return line.itemId === itemId && line.quantity > 0 && !(line.freeQuantity && line.freeQuantity > 0);
}

/** The placement of a reward for `itemId` on `lines`, or null when it can go nowhere. */
export function placeItemReward(lines: readonly RewardableLine[], itemId: number, storePrice: string | null): RewardPlacement | null {
  let best: { index: number; unit: string } | null = null;
  lines.forEach((line, index) => {
    if (!rewardable(line, itemId)) return;
    if (!best || compareAmounts(line.unitPrice, best.unit) > 0) best = { index, unit: line.unitPrice };
  });
  const found = best as { index: number; unit: string } | null;
  if (found) return { kind: 'cart-line', index: found.index, saving: roundHalfEven(found.unit, MONEY_DECIMALS) };
  if (storePrice === null) return null;
  return { kind: 'added-item', saving: roundHalfEven(compareAmounts(storePrice, 0) < 0 ? 0 : storePrice, MONEY_DECIMALS) };
}
