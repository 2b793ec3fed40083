/** The diner's points: what they can spend, what they earned and spent, how they earn (the market's rate), and the wallet count. */
import { classed } from '@/lib/classed';
import { AccountSection } from '@/components/account/account-ui';
import { earnRateIn } from '@/domain/loyalty/earn-rates';
import { formatMoney } from '@/domain/money-format';
import { useMarket } from '@/lib/use-market';
import type { PointsRecap } from '@/lib/api/loyalty';
import styles from './points-panel.module.css';

export function PointsPanel({ recap, spendable }: { recap: PointsRecap; spendable: number }) {
  const { t, locale, currency } = useMarket();
  const number = (value: number) => value.toLocaleString(locale);
  const rate = earnRateIn(recap.pointsPerUnit, currency);
  return (
    <AccountSection id="loyalty-points" title={t('loyalty.points.title')}>
      <Big data-testid="spendable-points">{t.count('loyalty.points.spendable', spendable)}</Big>
      <p>{t('loyalty.points.lifetime', { earned: number(recap.lifetimeEarned), spent: number(recap.lifetimeSpent + (recap.spendablePoints - spendable)) })}</p>
      <p>{t('loyalty.points.rate', { rate: number(rate.points), unit: formatMoney(rate.per, locale, currency) })}</p>
    </AccountSection>
  );
}

const Big = classed('p', styles.big);
