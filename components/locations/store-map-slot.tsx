/**
 * Where a store map goes on a page. With a Google Maps key, Google's map: its code (store-map.tsx
 * and the maps library) is a separate chunk fetched only then, on the browser once the page is
 * hydrated (React.lazy after mount: no server rendering, and no next/dynamic loader on the finder
 * pages), which then requests the maps script. Without a key, the keyless map (keyless-map.tsx):
 * an inline SVG of the stores' positions, numbered as in the list, with nothing to fetch but its
 * own code, which comes with the first results rather than with the page (the server waits for it
 * where it renders a map; in the browser a frame of the map's size holds its place meanwhile, so
 * nothing below moves). Either way, choosing a store's pin or marker is `onSelect`.
 */
import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import type { StoreMapProps } from './store-map';
import { classed } from '@/lib/classed';
import type { GeoPoint } from '@/lib/maps/keyless-projection';
import { htmlLang } from '@/domain/markets';
import { useMarket } from '@/lib/use-market';
import styles from './keyless-map.module.css';

const StoreMap = lazy(() => import('./store-map'));
const KeylessMap = lazy(() => import('./keyless-map').then((module) => ({ default: module.KeylessMap })));
const AddressAutocomplete = lazy(() => import('./store-map-autocomplete'));

/** False on the server and in the first render in the browser, so Google's parts never render on the server. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** `origin`: where the diner searched, marked on the keyless map. */
type Props = Omit<StoreMapProps, 'apiKey' | 'language'> & { apiKey: string | null; origin?: GeoPoint | null };

export function StoreMapSlot({ apiKey, origin = null, ...map }: Props) {
  const { locale } = useMarket();
  const hydrated = useHydrated();
  if (map.stores.length === 0) return null;
  if (!apiKey) {
    return (
      <Suspense fallback={<KeylessFrame aria-hidden="true" />}>
        <KeylessMap stores={map.stores} selectedId={map.selectedId} onSelect={map.onSelect} origin={origin} />
      </Suspense>
    );
  }
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <StoreMap apiKey={apiKey} language={htmlLang(locale)} {...map} />
    </Suspense>
  );
}

type AutocompleteProps = {
  apiKey: string | null;
  input: RefObject<HTMLInputElement | null>;
  onPlace: (place: { lat: number; lng: number; label: string }) => void;
};

/** Address suggestions on a search field, with a key only (the same maps script as the map). */
export function AddressAutocompleteSlot({ apiKey, ...props }: AutocompleteProps) {
  const { locale } = useMarket();
  const hydrated = useHydrated();
  if (!apiKey || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AddressAutocomplete apiKey={apiKey} language={htmlLang(locale)} {...props} />
    </Suspense>
  );
}

/** The keyless map's place, its size, while its code loads. */
const KeylessFrame = classed('div', styles.frame);
