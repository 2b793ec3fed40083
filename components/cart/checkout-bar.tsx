/**
 * The cart's way on, with the order's total and item count: "Checkout · $16.22" and "3 items".
 * On phones it is a bar fixed to the bottom of the screen, always in reach; on wider screens it
 * stands under the totals. Disabled while a cart rule is broken or a change is pending.
 */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import type { Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money-format';
import { useMarket } from '@/lib/use-market';
import styles from './checkout-bar.module.css';

type Props = {
  next: { href: string; label: string };
  /** Null for a get-a-quote cart: the store's estimate, not the menu prices, is what it will cost. */
  total: string | null;
  currency: Currency;
  itemCount: number;
  disabled: boolean;
  /** What explains a disabled bar (the broken cart rules). */
  describedBy?: string;
};

export function CheckoutBar({ next, total, currency, itemCount, disabled, describedBy }: Props) {
  const { locale, t } = useMarket();
  const label = total === null ? next.label : t('checkout.cart.stickyCheckout', { action: next.label, total: formatMoney(total, locale, currency) });
  return (
    <Bar role="group" aria-label={t('checkout.cart.barLabel')}>
      <Count>{t.count('shell.cart.items', itemCount)}</Count>
      {disabled ? (
        <Go type="button" disabled aria-describedby={describedBy}>
          {label}
        </Go>
      ) : (
        <GoLink href={next.href}>{label}</GoLink>
      )}
    </Bar>
  );
}

const Bar = classed('div', styles.bar);

const Count = classed('p', styles.count);

const Go = classed('button', styles.go);

const GoLink = classed(MarketLink, styles.go);
