/** Stores of the finder, nearest first, under a heading. */
import styled from 'styled-components';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import type { StoreMatch } from '@/lib/api/ordering-view';
import { media } from '@/styles/media';
import { StoreResult } from './store-result';

type Props = { title: string; stores: StoreMatch[]; handoff: HandoffTypeParam; categorySlug: string };

export function StoreList({ title, stores, handoff, categorySlug }: Props) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <Grid>
        {stores.map((store) => (
          <StoreResult key={store.id} store={store} handoff={handoff} categorySlug={categorySlug} />
        ))}
      </Grid>
    </section>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;

  ${media.below('mobile')} {
    grid-template-columns: 1fr;
  }
`;
