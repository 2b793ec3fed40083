/** /locations/[state]/[city]/[store]: one store's address, phone, hours, links and ordering notice. */
import styled from 'styled-components';
import { DeliveryPartners, SocialLinks } from './external-links';
import { OrderingNotice } from './ordering-notice';
import { PageIntro } from './page-intro';
import { telHref } from './store-card';
import { StoreHours } from './store-hours';
import { Container } from '@/components/common/container';
import { MarketLink } from '@/components/common/market-link';
import type { StoreDetails } from '@/lib/api/locations';
import { useT } from '@/lib/use-t';
import { primaryButton, secondaryButton } from '@/styles/buttons';
import { media } from '@/styles/media';

export function StoreTemplate({ store }: { store: StoreDetails }) {
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
      <Layout>
        <div>
          <section aria-labelledby="store-address">
            <h2 id="store-address">{t('store.address')}</h2>
            <Address>
              {address.line}
              <br />
              {`${address.city}, ${address.stateLabel} ${address.zip}`}
            </Address>
            <Label>{t('store.phone')}</Label>
            <Phone>
              <a href={telHref(store.phone)} aria-label={t('store.call', { phone: store.phone })}>
                {store.phone}
              </a>
            </Phone>
          </section>
          <Actions>
            <MenuLink href={store.menuPath}>{t('store.viewMenu')}</MenuLink>
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

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};

  h2 {
    font-size: 1.5rem;
    text-transform: uppercase;
  }
  ${media.below('narrow')} {
    grid-template-columns: 1fr;
  }
`;

const Address = styled.address`
  font-style: normal;
  font-size: 1.125rem;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Label = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme }) => theme.colors.smoke};
  font-size: 0.875rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const Phone = styled.p`
  margin: 0;
  font-size: 1.125rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.lg} 0`};
`;

const MenuLink = styled(MarketLink)`
  ${primaryButton}
  &:hover { color: ${({ theme }) => theme.colors.white}; }
`;

const DirectionsLink = styled.a`
  ${secondaryButton}
`;
