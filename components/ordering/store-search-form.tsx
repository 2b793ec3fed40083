/**
 * The carryout finder's search: ZIP code, postal code or city, or the browser's location; with a
 * maps key, also address suggestions (a chosen one searches from its coordinates).
 */
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { STORE_SEARCH_FIELD } from '@/domain/validation/store-search';
import { classed } from '@/lib/classed';
import type { StoreQuery } from '@/lib/api/ordering';
import { useT } from '@/lib/use-t';
import { useGeolocation } from './use-geolocation';
import { AddressAutocompleteSlot } from '@/components/locations/store-map-slot';
import styles from './store-search-form.module.css';

type Props = { busy: boolean; onSearch: (query: StoreQuery, label: string | null) => void; mapsKey?: string | null };

export function StoreSearchForm({ busy, onSearch, mapsKey = null }: Props) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { locating, request } = useGeolocation();
  const field = useRef<HTMLInputElement>(null);
  const handlePlace = useCallback(
    ({ lat, lng, label }: { lat: number; lng: number; label: string }) => {
      setQuery(label);
      setError(null);
      onSearch({ lat, lng }, label);
    },
    [onSearch],
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) {
      setError(t('ordering.finder.queryRequired'));
      return;
    }
    setError(null);
    onSearch({ q }, q);
  };

  const handleLocate = async () => {
    setError(null);
    const outcome = await request();
    if (outcome.kind === 'position') onSearch({ lat: outcome.lat, lng: outcome.lng }, null);
    else setError(outcome.kind === 'denied' ? t('ordering.finder.locationDenied') : t('ordering.finder.locationUnavailable'));
  };

  return (
    <Form onSubmit={handleSubmit} role="search" noValidate>
      <label htmlFor={inputId}>{t('ordering.finder.searchLabel')}</label>
      <Row>
        <input
          ref={field}
          id={inputId}
          name="q"
          type="search"
          value={query}
          autoComplete="postal-code"
          maxLength={STORE_SEARCH_FIELD.max}
          aria-invalid={error === t('ordering.finder.queryRequired') || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setQuery(event.target.value)}
        />
        <SearchButton type="submit" disabled={busy}>
          {t('ordering.finder.search')}
        </SearchButton>
        <LocateButton type="button" onClick={handleLocate} disabled={busy || locating}>
          {locating ? t('ordering.finder.locating') : t('ordering.finder.useLocation')}
        </LocateButton>
      </Row>
      <AddressAutocompleteSlot apiKey={mapsKey} input={field} onPlace={handlePlace} />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Form>
  );
}

const Form = classed('form', styles.form);

const Row = classed('div', styles.row);

const SearchButton = classed('button', styles.searchButton);

const LocateButton = classed('button', styles.locateButton);

export const ErrorText = classed('p', styles.errorText);
