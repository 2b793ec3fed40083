/** The carryout finder (and curbside, dine-in, drive-through): search, then the nearest stores offering the handoff, with their distance. */
import { useEffect, useRef, useState } from 'react';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import { failureTextOf } from '@/lib/api/error-text';
import { searchStores, type StoreQuery } from '@/lib/api/ordering';
import type { StoreSearch } from '@/lib/api/ordering-view';
import { useMarket } from '@/lib/use-market';
import { StoreList } from './store-list';
import { ErrorText, StoreSearchForm } from './store-search-form';

type State =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; answer: StoreSearch; label: string | null }
  | { kind: 'failed'; message: string };

export function CarryoutFinder({ categorySlug, handoff = 'carryout', mapsKey = null }: { categorySlug: string; handoff?: HandoffTypeParam; mapsKey?: string | null }) {
  const { locale, t } = useMarket();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const latest = useRef<AbortController | null>(null);

  // Another handoff lists other stores: the last answer no longer holds.
  useEffect(() => setState({ kind: 'idle' }), [handoff]);

  const handleSearch = async (query: StoreQuery, label: string | null) => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setState({ kind: 'searching' });
    try {
      const answer = await searchStores({ locale }, query, controller.signal, handoff);
      if (!controller.signal.aborted) setState({ kind: 'done', answer, label });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: 'failed', message: failureTextOf(t, error, { locale }) });
    }
  };

  return (
    <>
      <StoreSearchForm busy={state.kind === 'searching'} onSearch={handleSearch} mapsKey={mapsKey} />
      <div aria-live="polite">
        {state.kind === 'searching' && <p>{t('ordering.finder.searching')}</p>}
        {state.kind === 'failed' && <ErrorText role="alert">{state.message}</ErrorText>}
        {state.kind === 'done' && state.answer.data.length === 0 && (
          <p role="status">{t('ordering.finder.noResults', { query: state.label ?? state.answer.origin.label })}</p>
        )}
      </div>
      {state.kind === 'done' && state.answer.data.length > 0 && (
        <StoreList
          title={
            state.answer.origin.kind === 'coordinates'
              ? t('ordering.finder.resultsTitleNearYou')
              : t('ordering.finder.resultsTitle', { place: state.answer.origin.label })
          }
          stores={state.answer.data}
          handoff={handoff}
          categorySlug={categorySlug}
          mapsKey={mapsKey}
        />
      )}
    </>
  );
}
