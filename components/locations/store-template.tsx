/**
 * /locations/[state]/[city]/[store]: one store's address, phone, hours, links and ordering notice.
 * Its main buttons order: "Order carryout" and "Order delivery", for the handoffs it offers when it
 * takes online orders; otherwise "View menu".
 */
import { classed } from '@/lib/classed';
import { DeliveryPartners, SocialLinks } from './external-links';
import { OrderingNotice } from './ordering-notice';
import { PauseNotice } from './pause-notice';
import { PageIntro } from './page-intro';
import { StoreHours } from './store-hours';
import { AddressLines } from './address-lines';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import { StoreOrderLinks } from '@/components/ordering/store-order-links';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import type { StoreDetails } from '@/lib/api/locations';
import { useT } from '@/lib/use-t';
import styles from './store-template.module.css';

export function StoreTemplate({ store, orderHandoffs = [] }: { store: StoreDetails; orderHandoffs?: readonly HandoffTypeParam[] }) {
  const t = useT();
  const { address } = store;
  return (
    <Container>
      <PageIntro
        title={store.title}
        subtitle={store.subtitle ?? undefined}
        crumbs={[
          { label: t('locations.allLocations'), href: '/locations' },
          { label: address.stateName, href: store.statePath },
          { label: address.city, href: store.cityPath },
        ]}
      />
      <OrderingNotice onlineOrdering={store.onlineOrdering} acceptingOrders={store.acceptingOrders} />
      <PauseNotice pauses={store.pauses} />
      <Layout>
        <div>
          <section aria-labelledby="store-address">
            <h2 id="store-address">{t('store.address')}</h2>
            <Address>
              <AddressLines lines={address.lines} />
            </Address>
            <Label>{t('store.phone')}</Label>
            <Phone>
              <a href={store.tel} aria-label={t('store.call', { phone: store.phone })}>
                {store.phone}
              </a>
            </Phone>
          </section>
          {orderHandoffs.length > 0 && <StoreOrderLinks storeSlug={store.slug} handoffs={orderHandoffs} />}
          <Actions>
            {orderHandoffs.length === 0 && <MenuLink href={store.menuPath}>{t('store.viewMenu')}</MenuLink>}
            <DirectionsLink
              href={store.directionsUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('store.directionsLabel', { store: store.title })}
            >
              {t('store.getDirections')}
            </DirectionsLink>
          </Actions>
          <DeliveryPartners partners={store.deliveryPartners} />
          <SocialLinks networks={store.socialNetworks} />
        </div>
        <section aria-labelledby="store-hours">
          <h2 id="store-hours">{t('store.hours')}</h2>
          <StoreHours workingHours={store.workingHours} exceptions={store.hoursExceptions} />
        </section>
      </Layout>
    </Container>
  );
}

const Layout = classed('div', styles.layout);

const Address = classed('address', styles.address);

const Label = classed('p', styles.label);

const Phone = classed('p', styles.phone);

const Actions = classed('div', styles.actions);

const MenuLink = classed(MarketLink, styles.menuLink);

const DirectionsLink = classed('a', styles.directionsLink);
