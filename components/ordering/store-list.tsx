/** Stores of the finder, nearest first, under a heading; with a Google Maps key, a map of them above the list. */
import { useMemo } from 'react';
import { classed } from '@/lib/classed';
import { CardGrid } from '@/components/common/card-grid';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import type { StoreMatch } from '@/lib/api/ordering-view';
import { StoreResult } from './store-result';
import { StoreMapSlot } from '@/components/locations/store-map-slot';
import { useStoreSelection } from '@/components/locations/store-map-selection';
import { mapStoreOf } from '@/lib/maps/pins';
import styles from './store-list.module.css';

type Props = { title: string; stores: StoreMatch[]; handoff: HandoffTypeParam; categorySlug: string; mapsKey?: string | null };

export function StoreList({ title, stores, handoff, categorySlug, mapsKey = null }: Props) {
  const { selectedId, selectFromList, selectFromMap } = useStoreSelection();
  const pins = useMemo(() => stores.map(mapStoreOf), [stores]);
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <StoreMapSlot apiKey={mapsKey} stores={pins} selectedId={selectedId} onSelect={selectFromMap} />
      <Grid $min="16rem" $stack>
        {stores.map((store) => (
          <StoreResult
            key={store.id}
            store={store}
            handoff={handoff}
            categorySlug={categorySlug}
            {...(mapsKey ? { selected: store.id === selectedId, onSelect: () => selectFromList(store.id) } : {})}
          />
        ))}
      </Grid>
    </section>
  );
}

const Grid = classed(CardGrid, styles.grid);
