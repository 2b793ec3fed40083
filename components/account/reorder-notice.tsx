/** What a reorder did: the new cart, and each item that could not come along and why. */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { ErrorNotice, Notice } from '@/components/cart/violations-notice';
import { useMarket } from '@/lib/use-market';
import type { ReorderOutcome } from './use-reorder';
import styles from './reorder-notice.module.css';

export function ReorderNotice({ outcome, error }: { outcome: ReorderOutcome | null; error: string | null }) {
  const { t } = useMarket();
  if (error) return <ErrorNotice role="alert">{error}</ErrorNotice>;
  if (!outcome) return null;
  return (
    <Notice role="status">
      <h2>{t('account.reorder.done', { number: outcome.sourceNumber })}</h2>
      <p>{t.count('account.reorder.items', outcome.itemCount)}</p>
      {outcome.unavailable.length > 0 && (
        <>
          <p>{t('account.reorder.unavailableIntro')}</p>
          <ul>
            {outcome.unavailable.map((item) => (
              <li key={item.itemId}>{t(`account.reorder.reason.${item.reason}`, { item: item.title })}</li>
            ))}
          </ul>
        </>
      )}
      <CartLink href="/cart">{t('account.reorder.viewCart')}</CartLink>
    </Notice>
  );
}

const CartLink = classed(MarketLink, styles.cartLink);
