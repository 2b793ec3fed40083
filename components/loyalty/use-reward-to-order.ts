/**
 * "Add to my order" for a reward's item: onto the open order in progress (its cookies), then
 * to the cart; with no open order, the reward is kept under the stored key `loyaltyItem` and
 * the cart offers it once an order is started.
 */
import { useRouter } from 'next/router';
import { useState } from 'react';
import { marketLink } from '@/domain/markets';
import { addRewardToOrder, type WalletReward } from '@/lib/api/loyalty';
import { fetchOrder } from '@/lib/api/ordering';
import type { ApiContext } from '@/lib/api/client';
import { clearLoyaltyItem, writeLoyaltyItem } from '@/lib/loyalty-item-cookie';
import { readOrderCookies } from '@/lib/order-cookies';
import { useAccountAction } from '@/components/account/use-account-action';
import { useMarket } from '@/lib/use-market';

/** The open order of the cookies with its store, or null when there is none (or it is gone). */
async function openOrder(ctx: ApiContext) {
  const { orderId, orderToken } = readOrderCookies();
  if (!orderId) return null;
  try {
    const order = await fetchOrder(ctx, { orderId, orderToken });
    return order.status === 'open' ? { orderId, orderToken, locationId: order.location.id } : null;
  } catch {
    return null;
  }
}

export function useRewardToOrder() {
  const { locale } = useMarket();
  const router = useRouter();
  const { pending, error, run } = useAccountAction();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<WalletReward | null>(null);

  async function addToOrder(reward: WalletReward): Promise<void> {
    if (reward.itemId === null) return;
    const itemId = reward.itemId;
    setBusyId(reward.id);
    setWaiting(null);
    const result = await run(async (ctx) => {
      const order = await openOrder(ctx);
      if (!order) return false;
      await addRewardToOrder(ctx, { ...order, itemId, rewardId: reward.id });
      return true;
    });
    setBusyId(null);
    if (!result.ok) return;
    if (result.value) {
      clearLoyaltyItem();
      await router.push(marketLink(locale, '/cart'));
      return;
    }
    writeLoyaltyItem({ rewardId: reward.id, itemId, title: reward.title });
    setWaiting(reward);
  }

  return { addToOrder, pending, busyId, error, waiting };
}
