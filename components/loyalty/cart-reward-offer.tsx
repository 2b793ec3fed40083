/**
 * The cart's offer of the reward the diner chose before starting an order (the stored key
 * `loyaltyItem`): take it, or not now. Taking it makes the item already in the cart free, or adds
 * the item at no charge (domain/loyalty/reward-placement.ts), and the button says which. A refusal (not on this store's menu, already
 * used) shows beside the offer, which then lets the diner drop it. A reward the cart already offers
 * as the wallet suggestion (or that was just used from it) is not offered twice: the stored key is
 * dropped once that reward is used.
 */
import { useEffect, useState } from 'react';
import { placeItemReward } from '@/domain/loyalty/reward-placement';
import { classed } from '@/lib/classed';
import type { OrderLine } from '@/lib/api/checkout-view';
import type { OrderCall } from '@/components/checkout/use-order-state';
import { addRewardToOrder } from '@/lib/api/loyalty';
import { fetchOrder } from '@/lib/api/ordering';
import { clearLoyaltyItem, readLoyaltyItem, type StoredLoyaltyItem } from '@/lib/loyalty-item-cookie';
import { useMarket } from '@/lib/use-market';
import styles from './cart-reward-offer.module.css';

type Props = {
  pending: boolean;
  /** The cart's lines: the offer says whether the reward frees one of them or adds its item. */
  lines: readonly OrderLine[];
  apply: (call: OrderCall) => Promise<unknown>;
  /** The reward the wallet suggestion shows, which the offer then leaves to it. */
  suggestedRewardId?: string | null;
  /** Rewards used on this cart already (from the wallet suggestion). */
  usedRewardIds?: readonly string[];
};

export function CartRewardOffer({ pending, lines, apply, suggestedRewardId = null, usedRewardIds = [] }: Props) {
  const { t } = useMarket();
  const [item, setItem] = useState<StoredLoyaltyItem | null>(null);
  useEffect(() => setItem(readLoyaltyItem()), []);
  const used = item !== null && usedRewardIds.includes(item.rewardId);
  useEffect(() => {
    if (used) clearLoyaltyItem();
  }, [used]);
  if (!item || used || item.rewardId === suggestedRewardId) return null;

  const rewardable = lines.map((line) => ({ ...line, ...(line.reward && { freeQuantity: 1 }) }));
  const freesLine = placeItemReward(rewardable, item.itemId, null)?.kind === 'cart-line';
  const forget = () => {
    clearLoyaltyItem();
    setItem(null);
  };
  const add = async () => {
    const added = await apply(async (ctx, access) => {
      const order = await fetchOrder(ctx, access);
      return addRewardToOrder(ctx, { ...access, locationId: order.location.id, itemId: item.itemId, rewardId: item.rewardId });
    });
    if (added) forget();
  };

  return (
    <Offer aria-label={t('loyalty.cart.waiting', { title: item.title })}>
      <p>{t('loyalty.cart.waiting', { title: item.title })}</p>
      <Button type="button" disabled={pending} onClick={() => void add()}>
        {t(freesLine ? 'loyalty.cart.freeLine' : 'loyalty.cart.add')}
      </Button>{' '}
      <Button type="button" disabled={pending} onClick={forget}>
        {t('loyalty.cart.forget')}
      </Button>
    </Offer>
  );
}

const Offer = classed('section', styles.offer);

const Button = classed('button', styles.button);
