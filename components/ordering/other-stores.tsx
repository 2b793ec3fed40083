/** The other stores near the delivery address, each of which the diner may check instead. */
import { classed } from '@/lib/classed';
import type { StoreMatch } from '@/lib/api/ordering-view';
import { useMarket } from '@/lib/use-market';
import { formatDistance } from './distance';
import styles from './other-stores.module.css';

const SHOWN = 4;

type Props = { stores: StoreMatch[]; onCheck: (store: StoreMatch) => void };

export function OtherStores({ stores, onCheck }: Props) {
  const { locale, t } = useMarket();
  if (stores.length === 0) return null;
  return (
    <section aria-label={t('ordering.delivery.otherStores')}>
      <h2>{t('ordering.delivery.otherStores')}</h2>
      <List>
        {stores.slice(0, SHOWN).map((store) => (
          <li key={store.id}>
            <span>
              <strong>{store.title}</strong> · {store.address.city} ·{' '}
              {t('ordering.finder.distance', { distance: formatDistance(store.distanceKm, locale) })}
            </span>
            <CheckButton type="button" onClick={() => onCheck(store)}>
              {t('ordering.delivery.checkStore', { store: store.title })}
            </CheckButton>
          </li>
        ))}
      </List>
    </section>
  );
}

const List = classed('ul', styles.list);

const CheckButton = classed('button', styles.checkButton);
