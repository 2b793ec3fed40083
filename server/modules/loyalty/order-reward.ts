/**
 * A reward's item on an order: what the store offers for it (loyalty-details), putting it on
 * the diner's open order at no charge (item-instance), and taking it off again (back to the wallet).
 *
 * - The order must be the signed-in diner's own (anyone else's answers 404; a guest order the
 *   caller holds the token of answers 422: sign in), still open and without a payment started.
 * - The store in the path must be the order's, and the item must be sold and available there on
 *   a menu of the order's kind; the reward must be the diner's, for that item, in the wallet.
 * - Where the reward goes is domain/loyalty/reward-placement.ts's rule: a line of the item the
 *   diner already ordered becomes free (one unit), otherwise the item is added free as a new line.
 *   Either way the line is an ordinary order line that the pricing pipeline prices at no charge
 *   for one unit (server/modules/orders/totals.ts), so the totals, taxes and points stay right.
 * - Taking the reward off returns it to the wallet; a line it added leaves with it, a line the
 *   diner ordered stays at its price.
 * - Order row first, then the reward row, both locked: applying one reward twice at once puts it
 *   on one order only (the other answers 409).
 */
import { REWARD_STATUS } from '@/domain/loyalty/constants';
import { placeItemReward } from '@/domain/loyalty/reward-placement';
import type { LocaleTag } from '@/domain/markets';
import type { WireLoyaltyDetails, WireRewardInstanceInput } from '@/domain/wire/loyalty';
import type { WireOrder } from '@/domain/wire/orders';
import type { Database } from '@/server/db/client';
import { ORDER_CATEGORY } from '@/domain/ordering';
import { NotFoundError } from '@/server/errors';
import { translated } from '@/server/locale';
import {
  mayAccess,
  orderNotFound,
  type OrderCaller,
  addLine,
  removeLine,
  presentOrder,
  lockMutableOrder,
  type OrderRow,
  priceStoredOrder,
  saveTotals,
} from '@/server/modules/orders';
import { itemAtStore, sectionsOfItem, storeOf, type StoreRow } from '@/server/modules/locations';
import { brandWithLoyalty, loyaltyBrand } from './brand';
import { itemById, locationById } from './catalog-repository';
import { loyaltyError } from './errors';
import { presentedWallet } from './presenter';
import { storePointsOf } from './store';
import { putRewardOnOrder, returnRewardToWallet, rewardOf } from './wallet';

export type RewardCaller = { customerId: number; order: OrderCaller };

/** Sold and available at the store now, on a menu of the kind of order (everyday, catering...). */
async function itemOnMenu(db: Database, locationId: number, categoryId: number, itemId: number): Promise<boolean> {
  const item = await itemAtStore(db, locationId, itemId);
  if (!item?.available) return false;
  return (await sectionsOfItem(db, locationId, categoryId, itemId)).length > 0;
}

export async function loyaltyDetails(
  db: Database,
  input: { brandId: number; locationId: number; itemId: number; categoryId?: number; customerId: number | null; locale: LocaleTag },
): Promise<WireLoyaltyDetails> {
  const { locationId, itemId } = input;
  const location = await locationById(db, locationId);
  if (!location || location.brandId !== input.brandId) throw new NotFoundError(`Location ${locationId} was not found`);
  const item = await itemById(db, itemId);
  if (!item || item.brandId !== input.brandId) throw new NotFoundError(`Item ${itemId} was not found`);
  const brand = await loyaltyBrand(db, input.brandId);
  const atStore = await itemAtStore(db, locationId, itemId);
  const rewards = input.customerId === null || !brand.loyaltyEnabled
    ? []
    : await presentedWallet(db, input.customerId, input.locale, { statuses: [REWARD_STATUS.inWallet], itemId });
  return {
    itemId,
    locationId,
    title: translated(item.title, item.translations, input.locale),
    imageUrl: item.imageUrl,
    price: atStore?.price ?? null,
    available: await itemOnMenu(db, locationId, input.categoryId ?? ORDER_CATEGORY.everyday, itemId),
    storePoints: brand.loyaltyEnabled ? await storePointsOf(db, input.brandId, itemId) : null,
    rewards,
  };
}

/** The caller's own open order, locked, with its store; the refusals of the module comment. */
async function lockOwnOrder(tx: Database, caller: RewardCaller, orderId: string, locationId: number): Promise<{ order: OrderRow; store: StoreRow }> {
  const order = await lockMutableOrder(tx, orderId, (locked) => {
    if (locked.customerId === caller.customerId) return;
    if (locked.customerId === null && mayAccess(locked, caller.order)) throw loyaltyError(422, 'orderNotSignedIn');
    throw orderNotFound(orderId);
  });
  await brandWithLoyalty(tx, order.brandId);
  if (order.locationId !== locationId) throw loyaltyError(422, 'orderOtherStore', { orderId });
  return { order, store: await storeOf(tx, order.locationId) };
}

export async function addRewardToOrder(
  db: Database,
  caller: RewardCaller,
  input: { locationId: number; itemId: number; body: WireRewardInstanceInput; locale: LocaleTag; now: Date },
): Promise<WireOrder> {
  const { locationId, itemId, body, now } = input;
  const priced = await db.transaction(async (tx) => {
    const { order, store } = await lockOwnOrder(tx, caller, body.orderId, locationId);
    const reward = await rewardOf(tx, caller.customerId, body.rewardId, true);
    if (reward.itemId === null) throw loyaltyError(422, 'rewardNotAnItem');
    if (reward.itemId !== itemId) throw loyaltyError(422, 'rewardItemMismatch', { rewardId: reward.id });
    if (reward.statusId !== REWARD_STATUS.inWallet) throw loyaltyError(409, 'rewardNotInWallet');
    const current = await priceStoredOrder(tx, order, store);
    const placement = placeItemReward(current.pricing.lines, itemId, null);
    if (placement?.kind === 'cart-line') {
      const line = current.lines[placement.index]!;
      await putRewardOnOrder(tx, reward.id, order.id, line.id, now, false);
      return saveTotals(tx, order, store, now, { coupons: current.coupons });
    }
    if (!(await itemOnMenu(tx, locationId, order.categoryId, itemId))) throw loyaltyError(422, 'itemNotOnMenu');
    const lineId = await addLine(tx, order, store, {
      itemId,
      quantity: 1,
      optionIds: body.optionIds ?? [],
      ...(body.specialInstructions ? { specialInstructions: body.specialInstructions } : {}),
    }, now);
    await putRewardOnOrder(tx, reward.id, order.id, lineId, now, true);
    return saveTotals(tx, order, store, now);
  });
  return presentOrder(priced, input.locale);
}

export async function removeRewardFromOrder(
  db: Database,
  caller: RewardCaller,
  input: { locationId: number; itemId: number; orderId: string; rewardId: string; locale: LocaleTag; now: Date },
): Promise<WireOrder> {
  const { now } = input;
  const priced = await db.transaction(async (tx) => {
    const { order, store } = await lockOwnOrder(tx, caller, input.orderId, input.locationId);
    const reward = await rewardOf(tx, caller.customerId, input.rewardId, true);
    if (reward.orderId !== order.id || reward.statusId !== REWARD_STATUS.onOrder || reward.itemId !== input.itemId) {
      throw loyaltyError(422, 'rewardNotOnOrder', { orderId: order.id });
    }
    await returnRewardToWallet(tx, reward.id, now);
    if (reward.orderItemId !== null && reward.lineAdded) await removeLine(tx, order, reward.orderItemId);
    return saveTotals(tx, order, store, now);
  });
  return presentOrder(priced, input.locale);
}
