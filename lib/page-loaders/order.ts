/**
 * Ordering pages seed the header from the order they loaded anyway (page props `orderSummary`
 * and `orderStep`, read by _app), so withPage does not load it a second time.
 */
import { orderSummaryOf, toCheckoutOrder } from '../api/checkout-view';
import type { OrderStep, OrderSummary } from '../order-context';
import type { WireOrder } from '@/domain/wire/orders';

export type OrderPageSeed = { orderSummary: OrderSummary | null; orderStep: OrderStep };

/** The props that seed the header: the order's own totals (never computed here) and the step. */
export function orderSeed(order: WireOrder | null, orderStep: OrderStep): OrderPageSeed {
  return { orderSummary: order ? orderSummaryOf(toCheckoutOrder(order)) : null, orderStep };
}
