/** A list of store cards; the page gives the heading level of each card's title. */
import styled from 'styled-components';
import { StoreCard, type HeadingLevel } from './store-card';
import type { StoreSelection } from './store-map-selection';
import type { StoreSummary } from '@/lib/api/locations';
import { media } from '@/styles/media';

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

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  ${media.below('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.below('mobile')} {
    grid-template-columns: 1fr;
  }
`;
