/** Order statuses (set by a status id; the values are ours). */
import type { WireOrderStatus } from '@/domain/wire/orders';

export const ORDER_STATUS = { open: 1, paid: 2, preparing: 3, ready: 4, completed: 5, cancelled: 6, delivering: 7 } as const;
export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

const NAMES: Record<number, WireOrderStatus> = {
  1: 'open',
  2: 'paid',
  3: 'preparing',
  4: 'ready',
  5: 'completed',
  6: 'cancelled',
  7: 'delivering',
};

export function statusName(statusId: number): WireOrderStatus {
  const name = NAMES[statusId];
  if (!name) throw new RangeError(`Unknown order status ${statusId}`);
  return name;
}
