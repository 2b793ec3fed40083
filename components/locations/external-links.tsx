/** The store's social networks and delivery partners: external links, opened in a new tab. */
import { classed } from '@/lib/classed';
import type { StoreDetails } from '@/lib/api/locations';
import { useT } from '@/lib/use-t';
import styles from './external-links.module.css';

export function SocialLinks({ networks }: { networks: StoreDetails['socialNetworks'] }) {
  const t = useT();
  if (networks.length === 0) return null;
  return (
    <section aria-labelledby="store-social">
      <h2 id="store-social">{t('store.socialNetworks')}</h2>
      <LinkList>
        {networks.map(({ network, url }) => {
          const name = t.dynamic(`social.${network.toLowerCase()}`, network);
          return (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t('store.socialLink', { network: name })}>
                {name}
              </a>
            </li>
          );
        })}
      </LinkList>
    </section>
  );
}

export function DeliveryPartners({ partners }: { partners: StoreDetails['deliveryPartners'] }) {
  const t = useT();
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="store-delivery">
      <h2 id="store-delivery">{t('store.deliveryPartners')}</h2>
      <LinkList>
        {partners.map(({ name, url }) => (
          <li key={url}>
            <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t('store.deliveryPartnerLink', { partner: name })}>
              {name}
            </a>
          </li>
        ))}
      </LinkList>
    </section>
  );
}

const LinkList = classed('ul', styles.linkList);
