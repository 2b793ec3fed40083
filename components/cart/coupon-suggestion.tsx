/**
 * The wallet's best reward for this cart, taken in one tap: "Use your reward: save $X" in the
 * market's currency, and what taking it does: a free-item reward makes the item already in the
 * cart free, or adds the item at no charge.
 */
import { classed } from '@/lib/classed';
import type { Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import type { WalletSuggestion } from '@/lib/api/coupons';
import { useMarket } from '@/lib/use-market';
import styles from './coupon-suggestion.module.css';

const WHAT = { coupon: 'coupons.suggestion.what', 'cart-line': 'coupons.suggestion.freesLine', 'added-item': 'coupons.suggestion.addsItem' } as const;

type Props = { suggestion: WalletSuggestion; disabled: boolean; onUse: (suggestion: WalletSuggestion) => void };

export function CouponSuggestion({ suggestion, disabled, onUse }: Props) {
  const { t, locale } = useMarket();
  const amount = formatMoney(suggestion.saving, locale, suggestion.currency as Currency);
  return (
    <Box>
      <UseButton type="button" disabled={disabled} onClick={() => onUse(suggestion)} aria-describedby="wallet-suggestion-what">
        {t('coupons.suggestion.use', { amount })}
      </UseButton>
      <small id="wallet-suggestion-what">{t(WHAT[suggestion.placement ?? 'coupon'], { title: suggestion.title })}</small>
    </Box>
  );
}

const Box = classed('div', styles.box);

const UseButton = classed('button', styles.useButton);
