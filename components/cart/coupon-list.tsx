/** The coupons on the order: what each takes off (or that its conditions are not met), each removable, and Remove all. */
import styled from 'styled-components';
import { formatMoney } from '@/domain/money-format';
import type { Currency } from '@/domain/markets';
import type { CouponView } from '@/lib/api/checkout-view';
import { useMarket } from '@/lib/use-market';

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

const Title = styled.h2`
  font-size: 1rem;
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;

const Muted = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.smoke};
`;

const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: ${({ theme }) => theme.space.xs};
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
  font-size: 1rem;

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
