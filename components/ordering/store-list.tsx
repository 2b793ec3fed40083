/** Stores of the finder, nearest first, under a heading. */
import styled from 'styled-components';
import { CardGrid } from '@/components/common/card-grid';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import type { StoreMatch } from '@/lib/api/ordering-view';
import { StoreResult } from './store-result';

type Props = { title: string; stores: StoreMatch[]; handoff: HandoffTypeParam; categorySlug: string };

export function StoreList({ title, stores, handoff, categorySlug }: Props) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <Grid $min="16rem" $stack>
        {stores.map((store) => (
          <StoreResult key={store.id} store={store} handoff={handoff} categorySlug={categorySlug} />
        ))}
      </Grid>
    </section>
  );
}

const Grid = styled(CardGrid)`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;
