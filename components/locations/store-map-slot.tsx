/**
 * Where a store map goes on a page. With a Google Maps key, Google's map: its code (store-map.tsx
 * and the maps library) is a separate chunk fetched only then, on the browser, which then requests
 * the maps script. Without a key, the keyless map (keyless-map.tsx): an inline SVG of the stores'
 * positions, numbered as in the list, with nothing to fetch. Either way, choosing a store's pin or
 * marker is `onSelect`.
 */
import dynamic from 'next/dynamic';
import type { RefObject } from 'react';
import type { StoreMapProps } from './store-map';
import { KeylessMap } from './keyless-map';
import type { GeoPoint } from '@/lib/maps/keyless-projection';
import { htmlLang } from '@/domain/markets';
import { useMarket } from '@/lib/use-market';

const StoreMap = dynamic(() => import('./store-map'), { ssr: false });
const AddressAutocomplete = dynamic(() => import('./store-map-autocomplete'), { ssr: false });

/** `origin`: where the diner searched, marked on the keyless map. */
type Props = Omit<StoreMapProps, 'apiKey' | 'language'> & { apiKey: string | null; origin?: GeoPoint | null };

export function StoreMapSlot({ apiKey, origin = null, ...map }: Props) {
  const { locale } = useMarket();
  if (map.stores.length === 0) return null;
  if (!apiKey) return <KeylessMap stores={map.stores} selectedId={map.selectedId} onSelect={map.onSelect} origin={origin} />;
  return <StoreMap apiKey={apiKey} language={htmlLang(locale)} {...map} />;
}

type AutocompleteProps = {
  apiKey: string | null;
  input: RefObject<HTMLInputElement | null>;
  onPlace: (place: { lat: number; lng: number; label: string }) => void;
};

/** Address suggestions on a search field, with a key only (the same maps script as the map). */
export function AddressAutocompleteSlot({ apiKey, ...props }: AutocompleteProps) {
  const { locale } = useMarket();
  if (!apiKey) return null;
  return <AddressAutocomplete apiKey={apiKey} language={htmlLang(locale)} {...props} />;
}
