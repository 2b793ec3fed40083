/** The cart rules the order breaks, in the diner's language; they block checkout. */
import { classed } from '@/lib/classed';
import type { Currency } from '@/domain/markets';
import type { Violation } from '@/lib/api/checkout-view';
import { useMarket } from '@/lib/use-market';
import { violationText } from '@/components/checkout/api-message';
import styles from './violations-notice.module.css';

export const VIOLATIONS_ID = 'cart-violations';

export function ViolationsNotice({ violations, currency }: { violations: Violation[]; currency: Currency }) {
  const { locale, t } = useMarket();
  if (violations.length === 0) return null;
  return (
    <Notice id={VIOLATIONS_ID} role="status">
      <h2>{t('checkout.cart.violationsTitle')}</h2>
      <ul>
        {violations.map((violation) => (
          <li key={`${violation.code}-${'itemId' in violation ? violation.itemId : ''}`}>
            {violationText(t, violation, locale, currency)}
          </li>
        ))}
      </ul>
    </Notice>
  );
}

export const Notice = classed('div', styles.notice);

export const ErrorNotice = classed('p', styles.errorNotice);
