/**
 * The named steps of an order in the header: Menu, Cart, Details, Payment. Each page of the flow
 * belongs to one of them (the start, subcategory and item pages to Menu; checkout to Details).
 * A step before the current one is done, except that nothing is done while the cart is empty:
 * an empty cart is not an order on its way. Kept here, not in domain/, because only the header shows it.
 */
import type { OrderStep } from '@/lib/order-context';

export const PROGRESS_STEPS = ['menu', 'cart', 'details', 'payment'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

const STEP_OF_PAGE: Record<Exclude<OrderStep, 'summary'>, ProgressStep> = {
  start: 'menu',
  subcategory: 'menu',
  item: 'menu',
  cart: 'cart',
  checkout: 'details',
  payment: 'payment',
};

/** Steps whose pages use the small header: logo, progress steps, no main menu. */
export const SMALL_HEADER_STEPS: readonly OrderStep[] = ['checkout', 'payment'];

export type ProgressState = { step: ProgressStep; state: 'done' | 'current' | 'ahead' }[];

/** Each named step with where the diner is; null off the flow and on the order summary. */
export function orderProgress(page: OrderStep | null, itemsInCart: number): ProgressState | null {
  if (page === null || page === 'summary') return null;
  const current = PROGRESS_STEPS.indexOf(STEP_OF_PAGE[page]);
  return PROGRESS_STEPS.map((step, index) => ({
    step,
    state: index === current ? 'current' : index < current && itemsInCart > 0 ? 'done' : 'ahead',
  }));
}
