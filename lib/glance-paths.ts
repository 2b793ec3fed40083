/**
 * The addresses of Menu At A Glance. A file of its own, without the API client
 * (lib/api/menu-at-a-glance.ts reads the menu on the server), so that the pages linking to the
 * menu (home, /menu and its items) do not carry the client to the browser.
 */

/** The page of Menu At A Glance, and of each of its items. */
export const GLANCE_PATH = '/menu';

export function glanceItemPath(slug: string): string {
  return `${GLANCE_PATH}/${encodeURIComponent(slug)}`;
}

/** The "Order this" link's own address: it stores the item and opens the finder when no script opens the dialog. */
export function orderThisHref(slug: string): string {
  return `${glanceItemPath(slug)}?order=this`;
}
