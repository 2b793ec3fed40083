/**
 * The carryout finder (and curbside, dine-in, drive-through): search, then the nearest stores
 * offering the handoff, with their distance. Without a handoff (the /locations finder), the
 * nearest stores with a button for each handoff they offer.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import type { StoreQuery } from '@/lib/api/ordering';
import type { StoreSearch } from '@/lib/api/ordering-view';
import { useMarket } from '@/lib/use-market';
import { ErrorText, StoreSearchForm } from './store-search-form';

type State =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; answer: StoreSearch; label: string | null; at: Date }
  | { kind: 'failed'; message: string };

// The API client, the clock the answer is read at and the results (cards, hours rules, the map)
// come with the first search, not with the page: the search form is all a finder page needs at first.
const StoreList = lazy(() => import('./store-list').then((module) => ({ default: module.StoreList })));

type Props = { categorySlug: string; handoff?: HandoffTypeParam | null; mapsKey?: string | null };

export function CarryoutFinder({ categorySlug, handoff = 'carryout', mapsKey = null }: Props) {
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
      const [{ searchStores }, { finderNow }] = await Promise.all([import('@/lib/api/ordering'), import('./finder-clock')]);
      const answer = await searchStores({ locale }, query, controller.signal, handoff ?? undefined);
      if (!controller.signal.aborted) setState({ kind: 'done', answer, label, at: finderNow() });
    } catch (error) {
      if (controller.signal.aborted) return;
      const { failureTextOf } = await import('@/lib/api/error-text');
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
        <Suspense fallback={<p>{t('ordering.finder.searching')}</p>}>
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
            origin={state.answer.origin}
            now={state.at}
          />
        </Suspense>
      )}
    </>
  );
}
