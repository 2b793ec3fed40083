/**
 * A bulk price change: which items (and, when asked, their options), what change, which stores.
 * The new price of a store's item, or the price change of a store's option, is its current one
 * (domain/pricing/store-price.ts) changed by the rule, rounded half-to-even to the decimals of the
 * stores' currency (cents; whole yen), and never below 0. Only the prices that move are listed;
 * applying a move sets the store's own price (override) to the new amount.
 */
import { Decimal, toMoney, toMoneyString } from '../money';
import { storePrice } from './store-price';

export type PriceChangeKind = 'set' | 'add' | 'subtract' | 'percent';
export const PRICE_CHANGE_KINDS: readonly PriceChangeKind[] = ['set', 'add', 'subtract', 'percent'];

export type ItemSelection = { kind: 'all' } | { kind: 'section'; sectionId: number } | { kind: 'picked'; itemIds: number[] };
export type PriceChangeRule = { kind: PriceChangeKind; amount: string };
export type PriceScope = { kind: 'state'; stateId: number } | { kind: 'market'; countryCode: string };
/** `withOptions`: the options of the chosen items move by the same rule, at each store selling the item. */
export type PriceChangeSpec = { items: ItemSelection; change: PriceChangeRule; scope: PriceScope; withOptions?: boolean };
export type PriceChangeStatus = 'pending' | 'applied' | 'cancelled';

/** An option of a store's item: the option's own price change is the "base", the store's its override. */
export type PricedOption = { id: number; title: string };

/** One item (or one of its options) at one store, as the change finds it. */
export type StoreItemPrice = {
  locationId: number;
  storeTitle: string;
  itemId: number;
  itemTitle: string;
  basePrice: string;
  override: string | null;
  option?: PricedOption | null;
};

export type PriceMove = { locationId: number; storeTitle: string; itemId: number; itemTitle: string; from: string; to: string; option?: PricedOption | null };

/** `current` changed by `rule`: rounded to `decimals` (the currency's: 2, 0 for yen), never below 0. */
export function changedPrice(current: string, rule: PriceChangeRule, decimals = 2): string {
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
  return toMoneyString(Decimal.max(toMoney(raw, decimals), 0));
}

/** Every price of `rows` that `rule` moves, in the order of `rows`, rounded to `decimals`. */
export function planMoves(rows: readonly StoreItemPrice[], rule: PriceChangeRule, decimals = 2): PriceMove[] {
  const moves: PriceMove[] = [];
  for (const row of rows) {
    const from = storePrice(row.basePrice, row.override);
    const to = changedPrice(from, rule, decimals);
    if (to === from) continue;
    const move: PriceMove = { locationId: row.locationId, storeTitle: row.storeTitle, itemId: row.itemId, itemTitle: row.itemTitle, from, to };
    moves.push(row.option ? { ...move, option: row.option } : move);
  }
  return moves;
}
