/** Every store of the main brand, and the derived facts a location row needs. */
import { COUNTRIES } from '@/domain/markets';
import type { SocialNetwork } from '@/server/db/schema';
import { CITIES } from './data/places';
import { CA_STORES } from './data/stores-ca';
import { INTL_STORES } from './data/stores-intl';
import { US_STORES } from './data/stores-us';
import type { CitySeed, StoreSeed } from './types';

export const STORES: readonly StoreSeed[] = [...US_STORES, ...CA_STORES, ...INTL_STORES];

export function cityOf(store: StoreSeed): CitySeed {
  const city = CITIES.find((c) => c.country === store.country && c.state === store.state && c.name === store.city);
  if (!city) throw new Error(`Store "${store.slug}" names city "${store.city}, ${store.state}", which is not in CITIES`);
  return city;
}

export function onlineOrderingOf(store: StoreSeed): boolean {
  return store.onlineOrdering ?? COUNTRIES[store.country].onlineOrdering;
}

/** The browse-only markets show the everyday menu only; the US and Canada order from every menu. */
export function menuSlugsOf(store: StoreSeed, allMenuSlugs: readonly string[]): readonly string[] {
  return COUNTRIES[store.country].international ? ['everyday'] : allMenuSlugs;
}

export function storeImageUrl(store: StoreSeed): string {
  return `/images/stores/${store.art}.svg`;
}

/** Each store's own pages on invented social domains. */
export function socialNetworksOf(store: StoreSeed): SocialNetwork[] {
  const handle = `whitlocks.${store.slug}`;
  return [
    { network: 'facebook', url: `https://facebook.example/${handle}` },
    { network: 'instagram', url: `https://instagram.example/${handle.replace(/[.-]/g, '_')}` },
  ];
}
