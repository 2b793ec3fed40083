/**
 * Favourite stores: the list, remove one, and find a store by ZIP, postal code or
 * city to add it. The store finder lists favourites first.
 */
import { useState, type FormEvent } from 'react';
import { classed } from '@/lib/classed';
import { Field } from '@/components/form/form-field';
import type { FavoriteStore } from '@/lib/api/profile-view';
import type { StoreMatch } from '@/lib/api/ordering-view';
import { searchStores } from '@/lib/api/ordering';
import { fetchFavoriteLocations, setFavorite } from '@/lib/api/profile';
import { useMarket } from '@/lib/use-market';
import { storeAddressText } from '@/domain/addresses/store-address';
import { languageOf } from '@/domain/markets';
import { AccountSection, Entries, ListStatus, LoadFailed, SmallButton } from './account-ui';
import type { SectionData } from './section-state';
import { useAccountAction } from './use-account-action';
import styles from './favorites-section.module.css';

const RESULTS = 5;


export function FavoritesSection({ initial }: { initial: SectionData<FavoriteStore[]> }) {
  const { t, locale } = useMarket();
  const storeLine = (store: FavoriteStore | StoreMatch) => storeAddressText(store.address, store.countryCode, languageOf(locale));
  const { pending, error, run } = useAccountAction();
  const [stores, setStores] = useState(initial.ok ? initial.data : []);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<StoreMatch[] | null>(null);

  const change = async (locationId: number, favorite: boolean) => {
    const result = await run(async (ctx) => {
      await setFavorite(ctx, locationId, favorite);
      return fetchFavoriteLocations(ctx);
    });
    if (result.ok) setStores(result.value);
  };

  const handleSearch = async (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    const result = await run((ctx) => searchStores(ctx, { q: query }));
    if (result.ok) setFound(result.value.data.slice(0, RESULTS));
  };

  const isFavorite = (id: number) => stores.some((store) => store.id === id);

  return (
    <AccountSection id="favorites" title={t('account.favorites.title')} busy={pending}>
      {!initial.ok && <LoadFailed message={initial.message} />}
      <ListStatus loading={pending} error={error} empty={initial.ok && stores.length === 0} emptyText={t('account.favorites.empty')} />
      <Entries>
        {stores.map((store) => (
          <li key={store.id}>
            <span>
              <strong>{store.title}</strong>
              <div>{storeLine(store)}</div>
            </span>
            <SmallButton type="button" disabled={pending} onClick={() => change(store.id, false)} aria-label={t('account.favorites.removeOne', { store: store.title })}>
              {t('account.favorites.remove')}
            </SmallButton>
          </li>
        ))}
      </Entries>
      <Search role="search" onSubmit={handleSearch} aria-label={t('account.favorites.findTitle')}>
        <Field>
          <label htmlFor="favorites-query">{t('account.favorites.query')}</label>
          <input id="favorites-query" type="search" enterKeyHint="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} />
        </Field>
        <SmallButton type="submit" disabled={pending}>
          {t('account.favorites.find')}
        </SmallButton>
      </Search>
      {found && found.length === 0 && <p role="status">{t('account.favorites.noneFound')}</p>}
      {found && found.length > 0 && (
        <Entries aria-label={t('account.favorites.results')}>
          {found.map((store) => (
            <li key={store.id}>
              <span>
                <strong>{store.title}</strong>
                <div>{storeLine(store)}</div>
              </span>
              {isFavorite(store.id) ? (
                <span>{t('account.favorites.already')}</span>
              ) : (
                <SmallButton type="button" disabled={pending} onClick={() => change(store.id, true)} aria-label={t('account.favorites.addOne', { store: store.title })}>
                  {t('account.favorites.add')}
                </SmallButton>
              )}
            </li>
          ))}
        </Entries>
      )}
    </AccountSection>
  );
}

const Search = classed('form', styles.search);
