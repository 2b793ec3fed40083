/** A list of store cards; the page gives the heading level of each card's title. */
import { classed } from '@/lib/classed';
import { StoreCard, type HeadingLevel } from './store-card';
import type { StoreSelection } from './store-map-selection';
import type { StoreSummary } from '@/lib/api/locations';
import styles from './store-grid.module.css';

/** `selection` when the page has a map: each card offers "Show on the map". */
export function StoreGrid({ stores, headingAs, selection }: { stores: StoreSummary[]; headingAs: HeadingLevel; selection?: StoreSelection }) {
  return (
    <Grid>
      {stores.map((store) => (
        <StoreCard key={store.id} store={store} headingAs={headingAs} selection={selection} />
      ))}
    </Grid>
  );
}

const Grid = classed('ul', styles.grid);
