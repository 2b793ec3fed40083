/**
 * What every /quote/[category]/... page reads from its URL and cookies: the category, the store
 * (by slug) and the handoff (`?type=`, else the stored `handoff` cookie, else carryout).
 */
import type { LoaderArgs } from './with-page';
import { paramOf } from './with-page';
import type { ApiContext } from '../api/client';
import { fetchStore, fetchStoreHandoffs, type MenuReadiness, type MenuStore } from '../api/locations';
import type { MenuCategory } from '../api/menus';
import { orderCookiesFromHeader } from '../order-cookies';
import { orderLeadMinutes } from '@/domain/ordering/handoff-availability';
import { handoffIdOfTypeParam, isOrderCategorySlug, ORDER_CATEGORY_BY_SLUG, parseHandoffTypeParam, type HandoffTypeParam } from '@/domain/ordering/handoffs';

/** `openNow`: the store is inside its opening hours. */
type OrderingRoute = { category: MenuCategory; store: MenuStore; handoff: HandoffTypeParam; openNow: boolean };

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
  const { id, slug, title, phone, tel, address, path, onlineOrdering, acceptingOrders, timeZone, pauses } = details;
  return {
    category,
    store: { id, slug, title, phone, tel, address, path, onlineOrdering, acceptingOrders, timeZone, pauses },
    handoff: handoffOf(query, api.cookie),
    openNow: details.openNow,
  };
}

/**
 * How soon the route's order is ready, for the menu header: the store's lead time for the handoff
 * and category, and whether it is open now. Null when the store takes no online orders, does not
 * offer the handoff, or its handoffs could not be read (the header then says only the handoff).
 */
export async function menuReadinessOf(api: ApiContext, route: OrderingRoute): Promise<MenuReadiness | null> {
  const { store, category, handoff, openNow } = route;
  if (!store.onlineOrdering || !store.acceptingOrders) return null;
  const handoffId = handoffIdOfTypeParam(handoff);
  const offers = await fetchStoreHandoffs(api, store.id).catch((error: unknown) => {
    console.error(`Could not read the handoffs of store ${store.id} for its menu header:`, error);
    return null;
  });
  const offer = offers?.handoffs.find((candidate) => candidate.handoffId === handoffId);
  if (!offer) return null;
  return { openNow, leadMinutes: orderLeadMinutes(handoffId, ORDER_CATEGORY_BY_SLUG[category], offer.leadMinutes) };
}
