/** The desktop header's spendable points, linking to My Rewards: signed-in diners of the loyalty brand only. */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import { BRAND_ID } from '@/domain/constants';
import { LOYALTY_BRAND_ID } from '@/domain/loyalty/brand';
import { useUi } from '@/lib/ui-context';
import { useMarket } from '@/lib/use-market';
import styles from './header-points.module.css';

export function HeaderPoints() {
  const { t, locale } = useMarket();
  const { user } = useUi();
  if (!user || user.spendablePoints === null || BRAND_ID !== LOYALTY_BRAND_ID) return null;
  return (
    <PointsLink href="/user-profile/loyalty" aria-label={t('loyalty.header.pointsLabel', { count: user.spendablePoints.toLocaleString(locale) })}>
      {t.count('loyalty.header.points', user.spendablePoints)}
    </PointsLink>
  );
}

const PointsLink = classed(MarketLink, styles.pointsLink);
