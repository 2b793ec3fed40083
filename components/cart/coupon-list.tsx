/** The coupons on the order: what each takes off (or that its conditions are not met), each removable, and Remove all. */
import { classed } from '@/lib/classed';
import { formatMoney } from '@/domain/money-format';
import type { Currency } from '@/domain/markets';
import type { CouponView } from '@/lib/api/checkout-view';
import { useMarket } from '@/lib/use-market';
import styles from './coupon-list.module.css';

type Props = { coupons: CouponView[]; currency: Currency; disabled: boolean; onRemove: (coupon: CouponView) => void; onRemoveAll: () => void };

export function CouponList({ coupons, currency, disabled, onRemove, onRemoveAll }: Props) {
  const { t, locale } = useMarket();
  if (coupons.length === 0) return null;
  return (
    <section aria-labelledby="coupons-title">
      <Title id="coupons-title">{t('coupons.applied.title')}</Title>
      <List>
        {coupons.map((coupon) => (
          <li key={coupon.id}>
            <div>
              <span>
                {coupon.applies
                  ? t('coupons.applied.saves', { code: coupon.code, amount: formatMoney(coupon.discount, locale, currency) })
                  : t('coupons.applied.notMet', { code: coupon.code })}
              </span>
              <Muted>{coupon.title}</Muted>
            </div>
            <LinkButton type="button" disabled={disabled} onClick={() => onRemove(coupon)} aria-label={t('coupons.applied.remove', { code: coupon.code })}>
              ×
            </LinkButton>
          </li>
        ))}
      </List>
      {coupons.length > 1 && (
        <LinkButton type="button" disabled={disabled} onClick={onRemoveAll}>
          {t('coupons.applied.removeAll')}
        </LinkButton>
      )}
    </section>
  );
}

const Title = classed('h2', styles.title);

const List = classed('ul', styles.list);

const Muted = classed('small', styles.muted);

const LinkButton = classed('button', styles.linkButton);
