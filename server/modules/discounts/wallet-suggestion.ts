/**
 * GET /loyalty/orders/:orderId/wallet-suggestion: the reward in the signed-in diner's wallet
 * that saves the most on their order (domain/loyalty/wallet-suggestion.ts decides).
 * Reads only. The wallet's coupons (kinds 3 and 4) are read with their coupon row and use
 * counts; a loyalty item (kind 1) with its price at the order's store. The answer carries the
 * code to apply for a coupon reward, or the item of a loyalty item and where it goes (the item's
 * line in the cart made free, or the item added free), so the cart takes it in one tap and says which.
 */
import { REWARD_KIND, REWARD_STATUS } from '@/domain/loyalty/constants';
import { toCoupon, type HandoffId } from '@/domain/ordering';
import { suggestFromWallet, type WalletEntry } from '@/domain/loyalty/wallet-suggestion';
import type { Database } from '@/server/db/client';
import { orderNotFound, findOrder, type OrderRow, priceStoredOrder } from '@/server/modules/orders';
import { itemAtStore, storeOf } from '@/server/modules/locations';
import { walletOf, type WalletReward } from '@/server/modules/loyalty';
import { couponDinerOf, rulesOf } from './coupon-model';
import { accountEmailOf, couponById, findCode, usageOf } from './repository';

export type WireWalletSuggestion = {
  suggestion: null | {
    rewardId: string;
    rewardKindId: 1 | 3 | 4;
    title: string;
    saving: string;
    currency: string;
    /** The code that applies a coupon reward; null for a loyalty item. */
    code: string | null;
    /** The item of a loyalty-item reward (its item-instance call); null for a coupon. */
    itemId: number | null;
    /** A loyalty item makes the item's line in the cart free, or adds the item free; null for a coupon. */
    placement: 'cart-line' | 'added-item' | null;
  };
};

async function couponEntry(db: Database, order: OrderRow, reward: WalletReward): Promise<(WalletEntry & { code: string }) | null> {
  if (reward.couponId === null) return null;
  const row = await couponById(db, reward.couponId);
  if (!row) return null;
  const code = reward.rewardKindId === REWARD_KIND.serializedCoupon ? reward.couponCode : row.serialized ? null : row.code;
  if (!code) return null;
  const found = await findCode(db, row.brandId, code.toUpperCase());
  if (!found || found.coupon.id !== row.id) return null;
  const diner = couponDinerOf(order, await accountEmailOf(db, order.customerId));
  const usage = await usageOf(db, { couponId: row.id, couponCodeId: found.couponCodeId, diner, orderId: order.id });
  return {
    rewardId: reward.id,
    kind: reward.rewardKindId === REWARD_KIND.serializedCoupon ? 4 : 3,
    title: reward.title ?? row.title,
    expiresAt: reward.expiresAt,
    coupon: toCoupon(row, found.code),
    rules: rulesOf(row),
    usage,
    code: found.code,
  };
}

async function itemEntry(db: Database, order: OrderRow, reward: WalletReward): Promise<WalletEntry | null> {
  if (reward.itemId === null) return null;
  const item = await itemAtStore(db, order.locationId, reward.itemId);
  return {
    rewardId: reward.id,
    kind: 1,
    title: reward.title ?? item?.title ?? '',
    expiresAt: reward.expiresAt,
    itemId: reward.itemId,
    price: item && item.available !== false ? item.price : null,
  };
}

export async function walletSuggestion(db: Database, orderId: string, customerId: number, now: Date): Promise<WireWalletSuggestion> {
  const order = await findOrder(db, orderId);
  if (!order || order.customerId !== customerId) throw orderNotFound(orderId);
  const priced = await priceStoredOrder(db, order, await storeOf(db, order.locationId));
  const rewards = await walletOf(db, customerId, [REWARD_STATUS.inWallet, REWARD_STATUS.onOrder]);
  const codes = new Map<string, string>();
  const itemIds = new Map<string, number>();
  const wallet: WalletEntry[] = [];
  for (const reward of rewards.filter((candidate) => candidate.statusId === REWARD_STATUS.inWallet)) {
    if (reward.rewardKindId === REWARD_KIND.loyaltyItem) {
      const entry = await itemEntry(db, order, reward);
      if (entry) {
        itemIds.set(entry.rewardId, reward.itemId!);
        wallet.push(entry);
      }
    } else if (reward.rewardKindId === REWARD_KIND.coupon || reward.rewardKindId === REWARD_KIND.serializedCoupon) {
      const entry = await couponEntry(db, order, reward);
      if (entry) {
        codes.set(entry.rewardId, entry.code);
        wallet.push(entry);
      }
    }
  }
  const cart = { lines: priced.pricing.lines, subtotal: priced.pricing.subtotal, handoffId: order.handoffId as HandoffId };
  const best = suggestFromWallet({
    cart,
    applied: priced.coupons.map(({ coupon, code }) => toCoupon(coupon, code)),
    onOrder: rewards.filter((reward) => reward.orderId === order.id).map((reward) => reward.id),
    wallet,
    place: { brandId: order.brandId, countryCode: order.countryCode, now },
  });
  if (!best) return { suggestion: null };
  return {
    suggestion: { rewardId: best.rewardId, rewardKindId: best.kind, title: best.title, saving: best.saving, currency: order.currency.toUpperCase(), code: codes.get(best.rewardId) ?? null, itemId: itemIds.get(best.rewardId) ?? null, placement: best.placement },
  };
}
