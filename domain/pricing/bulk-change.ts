/**
 * A bulk price change: which items, what change, which stores. The new price of a store's item
 * is its current price (domain/pricing/store-price.ts) changed by the rule, rounded half-to-even
 * to cents, and never below 0. Only the prices that move are listed; applying a move sets the
 * store's own price (override) to the new amount.
 */
import { Decimal, toMoney, toMoneyString } from '../money';
import { storePrice } from './store-price';

export type PriceChangeKind = 'set' | 'add' | 'subtract' | 'percent';
export const PRICE_CHANGE_KINDS: readonly PriceChangeKind[] = ['set', 'add', 'subtract', 'percent'];

export type ItemSelection = { kind: 'all' } | { kind: 'section'; sectionId: number } | { kind: 'picked'; itemIds: number[] };
export type PriceChangeRule = { kind: PriceChangeKind; amount: string };
export type PriceScope = { kind: 'state'; stateId: number } | { kind: 'market'; countryCode: string };
export type PriceChangeSpec = { items: ItemSelection; change: PriceChangeRule; scope: PriceScope };
export type PriceChangeStatus = 'pending' | 'applied' | 'cancelled';

/** One item at one store, as the change finds it. */
export type StoreItemPrice = {
  locationId: number;
  storeTitle: string;
  itemId: number;
  itemTitle: string;
  basePrice: string;
  override: string | null;
};

export type PriceMove = { locationId: number; storeTitle: string; itemId: number; itemTitle: string; from: string; to: string };

/** `current` changed by `rule`: rounded to cents, never below 0. */
export function changedPrice(current: string, rule: PriceChangeRule): string {
  const price = new Decimal(current);
  const amount = new Decimal(rule.amount);
  const raw =
    rule.kind === 'set'
      ? amount
      : rule.kind === 'add'
        ? price.plus(amount)
        : rule.kind === 'subtract'
          ? price.minus(amount)
          : price.times(amount.plus(100)).dividedBy(100);
  return toMoneyString(Decimal.max(toMoney(raw), 0));
}

/** Every price of `rows` that `rule` moves, in the order of `rows`. */
export function planMoves(rows: readonly StoreItemPrice[], rule: PriceChangeRule): PriceMove[] {
  const moves: PriceMove[] = [];
  for (const row of rows) {
    const from = storePrice(row.basePrice, row.override);
    const to = changedPrice(from, rule);
    if (to !== from) moves.push({ locationId: row.locationId, storeTitle: row.storeTitle, itemId: row.itemId, itemTitle: row.itemTitle, from, to });
  }
  return moves;
}
