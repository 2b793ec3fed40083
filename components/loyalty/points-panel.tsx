/** The diner's points: what they can spend, what they earned and spent, how they earn, and the wallet count. */
import styled from 'styled-components';
import { AccountSection } from '@/components/account/account-ui';
import { formatMoney } from '@/domain/money-format';
import { useMarket } from '@/lib/use-market';
import type { PointsRecap } from '@/lib/api/loyalty';

export function PointsPanel({ recap, spendable }: { recap: PointsRecap; spendable: number }) {
  const { t, locale, currency } = useMarket();
  const number = (value: number) => value.toLocaleString(locale);
  return (
    <AccountSection id="loyalty-points" title={t('loyalty.points.title')}>
      <Big data-testid="spendable-points">{t.count('loyalty.points.spendable', spendable)}</Big>
      <p>{t('loyalty.points.lifetime', { earned: number(recap.lifetimeEarned), spent: number(recap.lifetimeSpent + (recap.spendablePoints - spendable)) })}</p>
      <p>{t('loyalty.points.rate', { rate: number(recap.pointsPerUnit), unit: formatMoney('1', locale, currency) })}</p>
    </AccountSection>
  );
}

const Big = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 2.25rem;
  color: ${({ theme }) => theme.colors.emberDark};
`;
