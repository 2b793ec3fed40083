/** A store as a map pin: its id (shared with its card in the list), name and coordinates. */
import { storeTitle } from '@/domain/addresses/store-address';
import type { Language } from '@/domain/markets';
import type { WireLocation } from '@/domain/wire/catalog';

export type MapStore = { id: number; title: string; latitude: number; longitude: number };

/** The pin of a store, labelled with its name in the market's script for readers of the market's language ('梅田'). */
export function mapStoreOf(location: Pick<WireLocation, 'id' | 'title' | 'localTitle' | 'countryCode' | 'address'>, language: Language): MapStore {
  return {
    id: location.id,
    title: storeTitle(location, location.countryCode, language),
    latitude: location.address.latitude,
    longitude: location.address.longitude,
  };
}
