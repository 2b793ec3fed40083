/**
 * One tap adds an item to the cart from the menu, through the item page's add-to-cart path, with
 * the options the API named for it. The page is the same for every visitor, so the open order's
 * store, handoff and category are read in the browser at the first tap (and known from each
 * answer after): an order from elsewhere is replaced by a new one here, and the confirmation
 * says so. The confirmation is a polite toast, which floats over the page and moves nothing.
 * A delivery order starts from the address the finder checked, as on the item page: without it,
 * nothing is added (the API would refuse the order) and the tap leads to the delivery finder, where
 * the diner gives the address, with a polite status saying why.
 */
import { useRouter } from 'next/router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useAddToCart, type CartTarget } from '@/components/item/use-add-to-cart';
import { marketLink } from '@/domain/markets';
import { ORDER_CATEGORY_BY_SLUG, orderHandoffOfTypeParam, orderHandoffValue, type HandoffTypeParam } from '@/domain/ordering/handoffs';
import type { MenuCategory, MenuItemCard } from '@/lib/api/menus';
import { isApiError } from '@/lib/api/api-error';
import { fetchOrder } from '@/lib/api/ordering';
import type { Order } from '@/lib/api/ordering-view';
import { readOrderCookies } from '@/lib/order-cookies';
import { useToast } from '@/lib/toast-context';
import { useMarket } from '@/lib/use-market';

type CartOrigin = CartTarget & { storeTitle: string };

const originOf = (order: Order): CartOrigin => ({
  locationId: order.location.id,
  handoff: orderHandoffValue(order.handoffId),
  categoryId: order.categoryId,
  storeTitle: order.location.title,
});

const sameCart = (origin: CartOrigin, target: CartTarget) =>
  origin.locationId === target.locationId && origin.handoff === target.handoff && origin.categoryId === target.categoryId;

type Options = { storeId: number; category: MenuCategory; handoff: HandoffTypeParam };

export type QuickAdd = {
  /** Adds one (or the item's minimum) with its one-tap options, from the section it is listed in. */
  addOne: (item: MenuItemCard, sectionId: number) => Promise<void>;
  /** The item being added, whose button waits. */
  addingId: number | null;
};

export function useQuickAdd({ storeId, category, handoff }: Options): QuickAdd {
  const { locale, t } = useMarket();
  const toast = useToast();
  const router = useRouter();
  const target = useMemo<CartTarget>(
    () => ({ locationId: storeId, handoff: orderHandoffOfTypeParam(handoff), categoryId: ORDER_CATEGORY_BY_SLUG[category] }),
    [storeId, handoff, category],
  );
  const { add } = useAddToCart({ locale, target, reuseOrder: false });
  const [addingId, setAddingId] = useState<number | null>(null);
  const origin = useRef<Promise<CartOrigin | null> | null>(null);

  const openOrderOrigin = useCallback((): Promise<CartOrigin | null> => {
    origin.current ??= (async () => {
      const { orderId, orderToken } = readOrderCookies();
      if (!orderId) return null;
      try {
        const order = await fetchOrder({ locale }, { orderId, orderToken });
        return order.status === 'open' ? originOf(order) : null;
      } catch {
        // Unknown or no longer ours: the add starts a new order.
        return null;
      }
    })();
    return origin.current;
  }, [locale]);

  /** The item page's way in when delivery has no address: the delivery finder of this menu's category. */
  const leadToAddress = useCallback(() => {
    toast.show({ text: t('ordering.address.fullAddressNeeded'), type: 'info' });
    void router.push(marketLink(locale, `/quote/${encodeURIComponent(category)}?type=delivery`));
  }, [category, locale, router, t, toast]);

  const addOne = useCallback(
    async (item: MenuItemCard, sectionId: number) => {
      if (item.quickAddOptionIds === null) return;
      if (target.handoff === 'delivery' && readOrderCookies().deliveryAddress === null) {
        leadToAddress();
        return;
      }
      setAddingId(item.id);
      try {
        const before = await openOrderOrigin();
        const reuse = before !== null && sameCart(before, target);
        const order = await add({ itemId: item.id, quantity: Math.max(item.minQuantity, 1), optionIds: item.quickAddOptionIds, sectionId }, reuse);
        origin.current = Promise.resolve(originOf(order));
        const added = t('ordering.item.added', { item: item.title });
        toast.show({ text: before && !reuse ? `${added} ${t('ordering.menu.newOrder', { store: before.storeTitle })}` : added, type: 'success' });
      } catch (error) {
        // What the cart holds is unknown after a failure: read it again at the next tap.
        origin.current = null;
        if (isApiError(error) && error.code === 'full_delivery_address_needed') {
          leadToAddress();
          return;
        }
        // The error texts of every API code are loaded only when one is needed, not with the menu.
        const { failureTextOf } = await import('@/lib/api/error-text');
        toast.show({ text: failureTextOf(t, error, { locale }), type: 'error' });
      } finally {
        setAddingId(null);
      }
    },
    [add, leadToAddress, locale, openOrderOrigin, t, target, toast],
  );

  return { addOne, addingId };
}
