/**
 * The cart's coupons: the wallet suggestion (signed-in diners: a coupon reward applies its code, a
 * free-item reward makes the item already in the cart free, or adds it at no charge), the coupons on the order and the coupon field. Every change is one API call whose answer replaces the cart (useOrderState), and
 * the stored coupon keys follow it (lib/coupon-cookies.ts). A status line announces what changed.
 */
import { useState } from 'react';
import type { Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import { classed } from '@/lib/classed';
import type { CheckoutOrder, CouponView } from '@/lib/api/checkout-view';
import { applyCoupon, fetchWalletSuggestion, removeAllCoupons, removeCoupon, type WalletSuggestion } from '@/lib/api/coupons';
import { forgetCoupon, rememberCoupon } from '@/lib/coupon-cookies';
import { addRewardToOrder } from '@/lib/api/loyalty';
import { fetchOrder } from '@/lib/api/ordering';
import { useMarket } from '@/lib/use-market';
import type { useOrderState } from '@/components/checkout/use-order-state';
import { CouponField } from './coupon-field';
import { CouponList } from './coupon-list';
import { CouponSuggestion } from './coupon-suggestion';
import styles from './coupon-panel.module.css';

type Props = {
  order: CheckoutOrder;
  pending: boolean;
  apply: ReturnType<typeof useOrderState>['apply'];
  /** The code the stored key carries from earlier in the flow, when the order does not hold it. */
  rememberedCode: string;
  /** Null when signed out (no wallet) or when nothing in the wallet saves anything. */
  suggestion: WalletSuggestion | null;
  signedIn: boolean;
  /** Told which wallet suggestion shows (null: none), and which reward was just used from it. */
  onSuggestion?: (shown: WalletSuggestion | null) => void;
  onRewardUsed?: (rewardId: string) => void;
};

/** Whether the suggestion can be taken in one tap: a coupon's code or a free item. */
export function usableSuggestion(suggestion: WalletSuggestion | null): WalletSuggestion | null {
  return suggestion && (suggestion.code || suggestion.itemId !== null) ? suggestion : null;
}

export function CouponPanel({ order, pending, apply, rememberedCode, suggestion: initial, signedIn, onSuggestion, onRewardUsed }: Props) {
  const { t, locale } = useMarket();
  const [suggestion, setShownSuggestion] = useState(initial);
  const [status, setStatus] = useState('');
  const setSuggestion = (next: WalletSuggestion | null) => {
    setShownSuggestion(next);
    onSuggestion?.(usableSuggestion(next));
  };

  const refreshSuggestion = async () => {
    if (!signedIn) return;
    try {
      setSuggestion(await fetchWalletSuggestion({ locale }, order.id));
    } catch {
      setSuggestion(null);
    }
  };

  const applied = (next: CheckoutOrder, code: string, rewardId?: string) => {
    const coupon = next.coupons.find((candidate) => candidate.code === code.toUpperCase());
    if (coupon) rememberCoupon(coupon.code, coupon.id, rewardId);
    setStatus(t('coupons.applied.added', { code: code.toUpperCase() }));
    void refreshSuggestion();
  };

  const handleApply = async (code: string): Promise<string | null> => {
    let refusal: string | null = null;
    const next = await apply((ctx, access) => applyCoupon(ctx, access, code), undefined, (text) => {
      refusal = text;
    });
    if (!next) return refusal ?? t('checkout.error.somethingWentWrong');
    applied(next, code);
    return null;
  };

  const removed = (next: CheckoutOrder | null) => {
    if (!next) return;
    if (next.coupons.length === 0) forgetCoupon();
    setStatus(t('coupons.applied.removed'));
    void refreshSuggestion();
  };

  const handleRemove = async (coupon: CouponView) => removed(await apply((ctx, access) => removeCoupon(ctx, access, coupon.id)));
  const handleRemoveAll = async () => removed(await apply((ctx, access) => removeAllCoupons(ctx, access)));

  const handleUse = async (taken: WalletSuggestion) => {
    const { code, itemId, rewardId } = taken;
    if (code) {
      const next = await apply((ctx, access) => applyCoupon(ctx, access, code));
      if (next) {
        onRewardUsed?.(rewardId);
        applied(next, code, rewardId);
      }
    } else if (itemId !== null) {
      const next = await apply(async (ctx, access) => {
        const current = await fetchOrder(ctx, access);
        return addRewardToOrder(ctx, { ...access, locationId: current.location.id, itemId, rewardId });
      });
      if (next) {
        onRewardUsed?.(rewardId);
        const amount = formatMoney(taken.saving, locale, taken.currency as Currency);
        setStatus(t(taken.placement === 'cart-line' ? 'coupons.reward.madeFree' : 'coupons.reward.addedFree', { title: taken.title, amount }));
        void refreshSuggestion();
      }
    }
  };

  const onOrder = order.coupons.some((coupon) => coupon.code === rememberedCode.toUpperCase());
  return (
    <div>
      {usableSuggestion(suggestion) && <CouponSuggestion suggestion={suggestion!} disabled={pending} onUse={(taken) => void handleUse(taken)} />}
      <CouponList coupons={order.coupons} currency={order.currency} disabled={pending} onRemove={(coupon) => void handleRemove(coupon)} onRemoveAll={() => void handleRemoveAll()} />
      <CouponField initialCode={onOrder ? '' : rememberedCode} disabled={pending} onApply={handleApply} />
      <Status role="status" aria-live="polite">
        {status}
      </Status>
    </div>
  );
}

const Status = classed('p', styles.status);
