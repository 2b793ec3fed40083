/**
 * Where a store map goes on a page. Without a Google Maps key it renders nothing and nothing of
 * the map loads: its code (store-map.tsx and the maps library) is a separate chunk fetched only
 * when a key is set, on the browser, which then requests the maps script.
 */
import dynamic from 'next/dynamic';
import type { RefObject } from 'react';
import type { StoreMapProps } from './store-map';
import { htmlLang } from '@/domain/markets';
import { useMarket } from '@/lib/use-market';


const StoreMap = dynamic(() => import('./store-map'), { ssr: false });
const AddressAutocomplete = dynamic(() => import('./store-map-autocomplete'), { ssr: false });

type Props = Omit<StoreMapProps, 'apiKey' | 'language'> & { apiKey: string | null };

export function StoreMapSlot({ apiKey, ...map }: Props) {
  const { locale } = useMarket();
  if (!apiKey || map.stores.length === 0) return null;
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
