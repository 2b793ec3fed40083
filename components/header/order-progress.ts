/**
 * The "Order completion" bar of the small header: how far each ordering step is.
 * The percentages are ours to choose; these follow the flow's order
 * (start → subcategory → item → cart → checkout → payment → summary). Kept here, not in
 * domain/, because only the header shows it.
 */
import type { OrderStep } from '@/lib/order-context';

const ORDER_PROGRESS: Record<OrderStep, number> = {
  start: 10,
  subcategory: 25,
  item: 40,
  cart: 60,
  checkout: 75,
  payment: 90,
  summary: 100,
};

/** Steps whose pages use the small header: logo, progress bar, no main menu. */
export const SMALL_HEADER_STEPS: readonly OrderStep[] = ['checkout', 'payment'];

export function orderProgress(step: OrderStep | null): number | null {
  return step ? ORDER_PROGRESS[step] : null;
}
