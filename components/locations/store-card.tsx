/** One store in a list: its name linking to its page, address and phone. */
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import type { StoreSummary } from '@/lib/api/locations';
import { ShowOnMapButton, storeCardId, type StoreSelection } from './store-map-selection';
import styles from './store-card.module.css';
import { AddressLines } from './address-lines';

export type HeadingLevel = 'h2' | 'h3' | 'h4';

export function StoreCard({ store, headingAs, selection }: { store: StoreSummary; headingAs: HeadingLevel; selection?: StoreSelection }) {
  const { address } = store;
  const selected = selection?.selectedId === store.id;
  return (
    <Card
      {...(selection ? { id: storeCardId(store.id), tabIndex: -1, 'aria-current': selected ? ('true' as const) : undefined } : {})}
      $selected={selected}
    >
      <Title as={headingAs}>
        <MarketLink href={store.path}>{store.title}</MarketLink>
      </Title>
      <Address>
        <AddressLines lines={address.lines} />
      </Address>
      <a href={store.tel}>{store.phone}</a>
      {selection && <ShowOnMapButton storeTitle={store.title} selected={selected} onSelect={() => selection.onSelect(store.id)} />}
    </Card>
  );
}

const Card = classed('li', styles.card, { $selected: styles.cardSelected });

const Title = classed('h3', styles.title);

const Address = classed('address', styles.address);
