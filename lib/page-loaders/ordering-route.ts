/**
 * What every /quote/[category]/... page reads from its URL and cookies: the category, the store
 * (by slug) and the handoff (`?type=`, else the stored `handoff` cookie, else carryout).
 */
import type { LoaderArgs } from './with-page';
import { paramOf } from './with-page';
import { fetchStore, type MenuStore } from '../api/locations';
import type { MenuCategory } from '../api/menus';
import { orderCookiesFromHeader } from '../order-cookies';
import { isOrderCategorySlug, parseHandoffTypeParam, type HandoffTypeParam } from '@/domain/ordering/handoffs';

type OrderingRoute = { category: MenuCategory; store: MenuStore; handoff: HandoffTypeParam };

/** The handoff of a request: the URL's `type`, the `handoff` cookie, or carryout. */
export function handoffOf(query: LoaderArgs['query'], cookieHeader: string | undefined): HandoffTypeParam {
  return parseHandoffTypeParam(query.type) ?? orderCookiesFromHeader(cookieHeader).handoff ?? 'carryout';
}

/** The category and store of the URL, or null when either is unknown (the page answers 404). */
export async function loadOrderingRoute({ api, params, query }: LoaderArgs): Promise<OrderingRoute | null> {
  const category = paramOf(params, 'category');
  if (!isOrderCategorySlug(category)) return null;
  const details = await fetchStore(api, paramOf(params, 'storeSlug'));
  if (!details) return null;
  const { id, slug, title, phone, address, path, onlineOrdering, acceptingOrders } = details;
  return {
    category,
    store: { id, slug, title, phone, address, path, onlineOrdering, acceptingOrders },
    handoff: handoffOf(query, api.cookie),
  };
}
