/**
 * "Add to cart": the first add creates the guest's order (POST /orders with an
 * Idempotency-Key, so a retried click never makes two) and keeps `orderId` / `orderToken`;
 * then the item goes in. A cart from another store or handoff, or one the API no longer knows,
 * is replaced by a new order here. The header's summary comes from the API's answer.
 */
import { useCallback, useRef, useState } from 'react';
import type { LocaleTag } from '@/domain/markets';
import type { AddItemRequest, CreateOrderRequest, Order } from '@/lib/api/ordering-view';
import { isApiError } from '@/lib/api/api-error';
import { orderSummaryOf, toCheckoutOrder } from '@/lib/api/checkout-view';
import { addOrderItem, createOrder, toDeliveryAddressInput, type OrderAccess } from '@/lib/api/ordering';
import { readOrderCookies, writeOrderCookies } from '@/lib/order-cookies';
import { useOrderSummary } from '@/lib/order-context';

export type CartTarget = Omit<CreateOrderRequest, 'deliveryAddress'>;

/** A fresh key per order creation; works outside secure contexts too. */
function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type Options = {
  locale: LocaleTag;
  target: CartTarget;
  /** Whether the order in the cookies may take this item (same store and handoff). */
  reuseOrder: boolean;
};

export function useAddToCart({ locale, target, reuseOrder }: Options) {
  const { setOrderSummary } = useOrderSummary();
  const [adding, setAdding] = useState(false);
  const creationKey = useRef<string | null>(null);
  const mayReuse = useRef(reuseOrder);

  const startOrder = useCallback(async (): Promise<OrderAccess> => {
    const { deliveryAddress } = readOrderCookies();
    const body: CreateOrderRequest = { ...target };
    if (target.handoff === 'delivery' && deliveryAddress) body.deliveryAddress = toDeliveryAddressInput(deliveryAddress);
    creationKey.current ??= newIdempotencyKey();
    const order = await createOrder({ locale }, body, creationKey.current);
    creationKey.current = null;
    writeOrderCookies(order.id, order.accessToken ?? '');
    mayReuse.current = true;
    return { orderId: order.id, orderToken: order.accessToken ?? null };
  }, [locale, target]);

  /** `reuseOrder`: this add's own answer, from a page that learns the open order's origin in the browser. */
  const add = useCallback(
    async (item: AddItemRequest, reuseOrder?: boolean): Promise<Order> => {
      setAdding(true);
      try {
        const saved = readOrderCookies();
        const reusing = (reuseOrder ?? mayReuse.current) && saved.orderId !== null;
        const access = reusing ? { orderId: saved.orderId as string, orderToken: saved.orderToken } : await startOrder();
        let order: Order;
        try {
          order = await addOrderItem({ locale }, access, item);
        } catch (error) {
          // The cookie's order is gone or paid: start a new one here, once.
          if (!reusing || !isApiError(error) || (error.status !== 404 && error.status !== 409)) throw error;
          order = await addOrderItem({ locale }, await startOrder(), item);
        }
        setOrderSummary(orderSummaryOf(toCheckoutOrder(order)));
        return order;
      } finally {
        setAdding(false);
      }
    },
    [locale, startOrder, setOrderSummary],
  );

  return { add, adding };
}
