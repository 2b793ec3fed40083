/**
 * One store of the finder's results: name, address, distance, whether it is open now (the API
 * decides with the store's intervals and exceptions in its time zone), and either the way into its menu
 * or, when it does not take online orders, the "not taking online orders" message and its delivery partners.
 */
import { MarketLink } from '@/components/common/market-link';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import type { StoreMatch } from '@/lib/api/ordering-view';
import { storePath } from '@/lib/api/locations';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { formatDistance } from './distance';
import { StoreHandoffs } from './store-handoffs';
import { ShowOnMapButton, storeCardId } from '@/components/locations/store-map-selection';
import styles from './store-result.module.css';

/** `onSelect` when the list has a map: the card offers "Show on the map"; `selected` frames it. */
type Props = { store: StoreMatch; handoff: HandoffTypeParam; categorySlug: string; selected?: boolean; onSelect?: () => void };

/** The menu of a store for a handoff: /quote/[category]/[storeSlug]?type=. */
function orderMenuPath(categorySlug: string, storeSlug: string, handoff: HandoffTypeParam): string {
  return `/quote/${encodeURIComponent(categorySlug)}/${encodeURIComponent(storeSlug)}?type=${handoff}`;
}

export function StoreResult({ store, handoff, categorySlug, selected = false, onSelect }: Props) {
  const { locale, t } = useMarket();
  const { address } = store;
  const orderLabel = handoff === 'delivery' ? 'ordering.finder.orderDelivery' : handoff === 'carryout' ? 'ordering.finder.orderCarryout' : null;
  return (
    <Card
      aria-labelledby={`store-${store.id}`}
      {...(onSelect ? { id: storeCardId(store.id), tabIndex: -1, 'aria-current': selected ? ('true' as const) : undefined } : {})}
      $selected={selected}
    >
      <h3 id={`store-${store.id}`}>{store.title}</h3>
      <Address>
        {address.address}
        <br />
        {`${address.city}, ${address.state.label} ${address.zip}`}
      </Address>
      <Distance>{t('ordering.finder.distance', { distance: formatDistance(store.distanceKm, locale) })}</Distance>
      {store.openNow !== undefined && (
        <OpenNow $open={store.openNow}>{t(store.openNow ? 'ordering.finder.openNow' : 'ordering.finder.closedNow')}</OpenNow>
      )}
      <StoreHandoffs store={store} />
      {store.orderable ? (
        <OrderLink href={orderMenuPath(categorySlug, store.slug, handoff)}>
          {orderLabel ? t(orderLabel, { store: store.title }) : t('handoffs.finder.order', { handoff: t(`ordering.handoff.${handoff}`), store: store.title })}
        </OrderLink>
      ) : (
        <Unavailable store={store} />
      )}
      {onSelect && <ShowOnMapButton storeTitle={store.title} selected={selected} onSelect={onSelect} />}
      <DetailsLink href={storePath(store)}>{t('ordering.finder.storeDetails')}</DetailsLink>
    </Card>
  );
}

function Unavailable({ store }: { store: StoreMatch }) {
  const t = useMarket().t;
  return (
    <>
      <Notice>{store.onlineOrdering ? t('store.notAcceptingOrders') : t('store.noOnlineOrdering')}</Notice>
      {store.deliveryPartners.length > 0 && (
        <>
          <p>{t('ordering.finder.deliveryPartners')}</p>
          <Partners>
            {store.deliveryPartners.map((partner) => (
              <li key={partner.url}>
                <a href={partner.url} target="_blank" rel="noopener noreferrer">
                  {t('store.deliveryPartnerLink', { partner: partner.name })}
                </a>
              </li>
            ))}
          </Partners>
        </>
      )}
    </>
  );
}

const Card = classed('li', styles.card, { $selected: styles.cardSelected });

const Address = classed('address', styles.address);

const Distance = classed('p', styles.distance);

const OrderLink = classed(MarketLink, styles.orderLink);

const DetailsLink = classed(MarketLink, styles.detailsLink);

const Notice = classed('p', styles.notice);

const Partners = classed('ul', styles.partners);

const OpenNow = classed('p', styles.openNow, { $open: styles.openNowOpen });
