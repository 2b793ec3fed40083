/**
 * One store of the finder's results: its number on the map, name, address, distance, whether it
 * is open now or when it opens (the API decides "open now" with the store's intervals and
 * exceptions in its time zone), its handoffs (ready in, or scheduled for while closed), and either
 * the ways into its menu or, when it does not take online orders, the "not taking online orders"
 * message and its delivery partners; a paused handoff says until when ("Not taking orders until 6:30 PM"). With a `handoff` the finder orders that handoff; without one
 * (the /locations finder) the card offers a button per handoff the store offers.
 */
import { useMemo } from 'react';
import { MarketLink } from '@/components/common/market-link';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import { openingStatus, scheduleOf } from '@/domain/ordering/store-opening';
import type { StoreMatch } from '@/lib/api/ordering-view';
import { storePath } from '@/lib/location-paths';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { formatDistance } from './distance';
import { storeAddressLines, storeTitle } from '@/domain/addresses/store-address';
import { languageOf } from '@/domain/markets';
import { AddressLines } from '@/components/locations/address-lines';
import { openingText } from './opening-text';
import { offeredHandoffs, StoreHandoffs } from './store-handoffs';
import { orderMenuPath, StoreOrderLinks } from './store-order-links';
import { ShowOnMapButton, storeCardId } from '@/components/locations/store-map-selection';
import { PauseNotice } from '@/components/locations/pause-notice';
import { toPauseViews } from '@/lib/store-pauses';
import { handoffIdOfTypeParam } from '@/domain/ordering/handoffs';
import styles from './store-result.module.css';

/**
 * `number`: the store's number on the map beside the list. `now`: the instant the answer was read
 * at. `mapped` when the list has a map: choosing the store's pin or marker focuses the card, and
 * `selected` frames it. `onSelect` when that map is Google's: the card offers "Show on the map".
 */
type Props = {
  store: StoreMatch;
  handoff: HandoffTypeParam | null;
  categorySlug: string;
  now: Date;
  number?: number;
  mapped?: boolean;
  selected?: boolean;
  onSelect?: () => void;
};

export function StoreResult({ store, handoff, categorySlug, now, number, mapped = false, selected = false, onSelect }: Props) {
  const { locale, t } = useMarket();
  const { address } = store;
  const language = languageOf(locale);
  const title = storeTitle(store, store.countryCode, language);
  const schedule = useMemo(() => scheduleOf(store), [store]);
  const status = useMemo(() => openingStatus(schedule, store.openNow, now), [schedule, store.openNow, now]);
  const titleId = `store-${store.id}`;
  return (
    <Card
      aria-labelledby={titleId}
      {...(mapped || onSelect ? { id: storeCardId(store.id), tabIndex: -1, 'aria-current': selected ? ('true' as const) : undefined } : {})}
      $selected={selected}
    >
      <Title>
        {number !== undefined && <MapNumber aria-hidden="true">{number}</MapNumber>}
        <h3 id={titleId}>{title}</h3>
      </Title>
      <Address>
        <AddressLines lines={storeAddressLines(address, store.countryCode, language)} />
      </Address>
      <Distance>{t('ordering.finder.distance', { distance: formatDistance(store.distanceKm, locale) })}</Distance>
      <OpenNow $open={status.kind === 'open'}>{openingText(t, locale, status, store.timeZone)}</OpenNow>
      <StoreHandoffs store={store} status={status} schedule={schedule} now={now} />
      <PauseNotice pauses={toPauseViews(store.pauses, store.timeZone)} handoffId={handoff ? handoffIdOfTypeParam(handoff) : undefined} />
      {!store.orderable ? (
        <Unavailable store={store} />
      ) : handoff ? (
        <OrderLink href={orderMenuPath(categorySlug, store.slug, handoff)}>
          {handoff === 'delivery' || handoff === 'carryout'
            ? t(handoff === 'delivery' ? 'ordering.finder.orderDelivery' : 'ordering.finder.orderCarryout', { store: title })
            : t('handoffs.finder.order', { handoff: t(`ordering.handoff.${handoff}`), store: title })}
        </OrderLink>
      ) : (
        <StoreOrderLinks storeSlug={store.slug} categorySlug={categorySlug} handoffs={offeredHandoffs(store).map(({ type }) => type)} describedBy={titleId} />
      )}
      {onSelect && <ShowOnMapButton storeTitle={title} selected={selected} onSelect={onSelect} />}
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

const Title = classed('div', styles.title);

/** The store's marker number on the keyless map (components/locations/keyless-map.tsx). */
const MapNumber = classed('span', styles.number);

const Address = classed('address', styles.address);

const Distance = classed('p', styles.distance);

const OrderLink = classed(MarketLink, styles.orderLink);

const DetailsLink = classed(MarketLink, styles.detailsLink);

const Notice = classed('p', styles.notice);

const Partners = classed('ul', styles.partners);

const OpenNow = classed('p', styles.openNow, { $open: styles.openNowOpen });
