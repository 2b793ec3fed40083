/**
 * The storefront's paths of the store directory and a store's read-only menu, unprefixed
 * (/locations/texas/austin/...; components add the market prefix with marketLink), and a store's
 * directions link. Kept apart from lib/api/locations.ts, which reshapes the API's answers with the
 * address and phone rules, so a browser component that only links to a store does not load those.
 */
import type { WireLocation } from '@/domain/wire/catalog';

const enc = encodeURIComponent;

export function statePath(stateSlug: string): string {
  return `/locations/${enc(stateSlug)}`;
}
export function cityPath(stateSlug: string, citySlug: string): string {
  return `${statePath(stateSlug)}/${enc(citySlug)}`;
}
export function storePath(location: Pick<WireLocation, 'slug' | 'address'>): string {
  return `${cityPath(location.address.state.slug, location.address.citySlug)}/${enc(location.slug)}`;
}
/** The read-only menu of a store: /quote/[category]/[storeSlug]?type=carryout. */
export function menuPath(storeSlug: string, category = 'everyday'): string {
  return `/quote/${enc(category)}/${enc(storeSlug)}?type=carryout`;
}
/** A maps link to the store's coordinates: opened by the diner, never fetched by us. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
