/** A store as a map pin: its id (shared with its card in the list), name and coordinates. */
import type { WireLocation } from '@/domain/wire/catalog';

export type MapStore = { id: number; title: string; latitude: number; longitude: number };

export function mapStoreOf(location: Pick<WireLocation, 'id' | 'title' | 'address'>): MapStore {
  return { id: location.id, title: location.title, latitude: location.address.latitude, longitude: location.address.longitude };
}
