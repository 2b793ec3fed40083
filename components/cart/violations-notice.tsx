/** The cart rules the order breaks, in the diner's language; they block checkout. */
import styled from 'styled-components';
import type { Currency } from '@/domain/markets';
import type { Violation } from '@/lib/api/checkout-view';
import { useMarket } from '@/lib/use-market';
import { violationText } from '@/components/checkout/api-message';

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

export const Notice = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme }) => theme.colors.mustard};
  background: ${({ theme }) => theme.colors.noticeBackground};
  color: ${({ theme }) => theme.colors.noticeText};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1.125rem;
  }

  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

export const ErrorNotice = styled.p`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme }) => theme.colors.ember};
  background: ${({ theme }) => theme.colors.cream};
  color: ${({ theme }) => theme.colors.emberDark};
  font-weight: 600;
`;
