/** Refusals shared by the order use cases: a closed order, a broken cart rule. */
import type { CartViolation } from '@/domain/ordering/cart-rules';
import { ORDER_STATUS, statusName } from '@/domain/ordering/order-status';
import { ConflictError, type ErrorDetail } from '@/server/errors';
import type { OrderRow } from './repository';

/** 409 once the order is paid (or further along): it can no longer change. */
export function assertOpen(order: Pick<OrderRow, 'statusId' | 'number'>): void {
  if (order.statusId === ORDER_STATUS.open) return;
  const status = statusName(order.statusId);
  const code = order.statusId === ORDER_STATUS.paid ? 'order_already_paid' : 'order_closed';
  throw new ConflictError(`Order ${order.number} is already ${status} and can no longer be changed`, { code, params: { number: String(order.number), status } });
}

/** The code and numbers of a broken cart rule, so the storefront can write it in the diner's language. */
export function cartRuleDetail(violation: CartViolation, currency: string): ErrorDetail {
  switch (violation.code) {
    case 'item-minimum-quantity':
      return { code: 'item_minimum_quantity', params: { item: violation.title, count: violation.minimum } };
    case 'order-amount-too-low':
      return { code: 'order_amount_too_low', params: { amount: violation.minimum, currency } };
    case 'item-count-too-low':
      return { code: 'item_count_too_low', params: { count: violation.minimum } };
    case 'item-count-too-high':
      return { code: 'item_count_too_high', params: { count: violation.maximum } };
  }
}
