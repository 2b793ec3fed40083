/**
 * Reorder: the API makes a new open order at the same store with what can still be
 * ordered. It becomes the diner's cart (order cookies, header summary at once), and the items
 * that could not come along are listed in the notice.
 */
import { useState } from 'react';
import type { UnavailableItem } from '@/lib/api/profile-view';
import { orderSummaryOf, toCheckoutOrder } from '@/lib/api/checkout-view';
import { reorder } from '@/lib/api/profile';
import { useOrderSummary } from '@/lib/order-context';
import { writeOrderCookies } from '@/lib/order-cookies';
import { useAccountAction } from './use-account-action';

export type ReorderOutcome = { sourceNumber: string; itemCount: number; unavailable: UnavailableItem[] };

export function useReorder() {
  const { setOrderSummary } = useOrderSummary();
  const { pending, error, run } = useAccountAction();
  const [outcome, setOutcome] = useState<ReorderOutcome | null>(null);

  const start = async (orderId: string, sourceNumber: string) => {
    setOutcome(null);
    const result = await run((ctx) => reorder(ctx, orderId));
    if (!result.ok) return;
    const { order, unavailable } = result.value;
    if (order.accessToken) writeOrderCookies(order.id, order.accessToken);
    setOrderSummary(orderSummaryOf(toCheckoutOrder(order)));
    setOutcome({ sourceNumber, itemCount: order.itemCount, unavailable });
  };

  return { start, pending, error, outcome };
}
