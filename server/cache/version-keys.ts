/**
 * The version keys of the read caches and of change events (server/cache/change-feed.ts): what a
 * back-office change announces is what the caches key their versions by. A key names itself and
 * the keys under it: an event for MENUS concerns every store's menus.
 */
export const VERSION_KEYS = {
  /** Every store's answer: the store, its hours and exceptions, its place (locations/version-repository.ts). */
  stores: 'stores',
  /** Every store's menus; one store's are menusVersionKey(id) (menus/version-repository.ts). */
  menus: 'menus',
  /** Content documents, read by the content GraphQL and the storefront's pages. */
  content: 'content',
  coupons: 'coupons',
  loyalty: 'loyalty',
} as const;

export type VersionKey = (typeof VERSION_KEYS)[keyof typeof VERSION_KEYS];

/** The version key of one store's menus. */
export function menusVersionKey(locationId: number): string {
  return `${VERSION_KEYS.menus}:${locationId}`;
}
