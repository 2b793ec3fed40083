/**
 * Stores of the finder, nearest first, under a heading, with a map of them above the list: Google's
 * with a Maps key, else the keyless map, its markers numbered as the cards are. Either map's pins
 * select a store and lead to its card; with Google's, each card's "Show on the map" leads back.
 */
import { useMemo, useState } from 'react';
import { classed } from '@/lib/classed';
import { CardGrid } from '@/components/common/card-grid';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import type { StoreMatch } from '@/lib/api/ordering-view';
import type { GeoPoint } from '@/lib/maps/keyless-projection';
import { StoreResult } from './store-result';
import { StoreMapSlot } from '@/components/locations/store-map-slot';
import { useStoreSelection } from '@/components/locations/store-map-selection';
import { mapStoreOf } from '@/lib/maps/pins';
import { languageOf } from '@/domain/markets';
import { useMarket } from '@/lib/use-market';
import { finderNow } from './finder-clock';
import styles from './store-list.module.css';

/**
 * `handoff` null: every handoff each store offers (the /locations finder). `origin`: where the diner
 * searched. `now`: the instant the stores were answered for (their opening times read from it); the
 * list's first showing when not given.
 */
type Props = {
  title: string;
  stores: StoreMatch[];
  handoff: HandoffTypeParam | null;
  categorySlug: string;
  mapsKey?: string | null;
  origin?: GeoPoint | null;
  now?: Date;
};

export function StoreList({ title, stores, handoff, categorySlug, mapsKey = null, origin = null, now: answeredAt }: Props) {
  const { selectedId, selectFromList, selectFromMap } = useStoreSelection();
  const { locale } = useMarket();
  const pins = useMemo(() => stores.map((store) => mapStoreOf(store, languageOf(locale))), [stores, locale]);
  const [shownAt] = useState(finderNow);
  const now = answeredAt ?? shownAt;
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <StoreMapSlot apiKey={mapsKey} stores={pins} selectedId={selectedId} onSelect={selectFromMap} origin={origin} />
      <Grid $min="16rem" $stack>
        {stores.map((store, index) => (
          <StoreResult
            key={store.id}
            store={store}
            handoff={handoff}
            categorySlug={categorySlug}
            now={now}
            number={index + 1}
            mapped
            selected={store.id === selectedId}
            {...(mapsKey ? { onSelect: () => selectFromList(store.id) } : {})}
          />
        ))}
      </Grid>
    </section>
  );
}

const Grid = classed(CardGrid, styles.grid);
