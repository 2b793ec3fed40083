/** What the delivery-radius check said, in words, and the stores the diner can order from. */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import type { DeliveryRadius, StoreMatch } from '@/lib/api/ordering-view';
import { writeHandoff } from '@/lib/order-cookies';
import { useMarket } from '@/lib/use-market';
import { formatDistance } from './distance';
import { StoreList } from './store-list';
import styles from './delivery-verdict.module.css';

type Props = { store: StoreMatch; radius: DeliveryRadius; categorySlug: string };

export function DeliveryVerdict({ store, radius, categorySlug }: Props) {
  const { locale, t } = useMarket();
  if (radius.deliverable) {
    return (
      <>
        <Good role="status">{t('ordering.delivery.deliverable', { store: store.title })}</Good>
        <StoreList
          title={t('ordering.delivery.alternativesTitle')}
          stores={[store]}
          handoff="delivery"
          categorySlug={categorySlug}
        />
      </>
    );
  }
  const outOfRange = t('ordering.delivery.outOfRange', {
    store: store.title,
    distance: formatDistance(radius.distanceKm, locale),
    radius: formatDistance(radius.radiusKm, locale),
  });
  return (
    <>
      <Bad role="alert">{outOfRange}</Bad>
      {radius.alternatives.length > 0 ? (
        <StoreList
          title={t('ordering.delivery.alternativesTitle')}
          stores={radius.alternatives}
          handoff="delivery"
          categorySlug={categorySlug}
        />
      ) : (
        <>
          <p>{t('ordering.delivery.noAlternatives')}</p>
          <CarryoutLink
            href={`/quote/${encodeURIComponent(categorySlug)}?type=carryout`}
            onClick={() => writeHandoff('carryout')}
          >
            {t('ordering.delivery.switchToCarryout')}
          </CarryoutLink>
        </>
      )}
    </>
  );
}

const Good = classed('p', styles.good);

const Bad = classed('p', styles.bad);

const CarryoutLink = classed(MarketLink, styles.carryoutLink);
