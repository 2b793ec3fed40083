/** Order statuses: the stored status id of each wire status (the values are ours). */
import type { WireOrderStatus } from '@/domain/wire/orders';

export const ORDER_STATUS = { open: 1, paid: 2, preparing: 3, ready: 4, completed: 5, cancelled: 6, delivering: 7 } as const satisfies Record<WireOrderStatus, number>;
export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Orders that count as placed: paid and everything after, except cancelled. */
export const PAID_STATUSES: number[] = [ORDER_STATUS.paid, ORDER_STATUS.preparing, ORDER_STATUS.ready, ORDER_STATUS.delivering, ORDER_STATUS.completed];

const NAMES = new Map<number, WireOrderStatus>(Object.entries(ORDER_STATUS).map(([name, id]) => [id, name as WireOrderStatus]));

export function statusName(statusId: number): WireOrderStatus {
  const name = NAMES.get(statusId);
  if (!name) throw new RangeError(`Unknown order status ${statusId}`);
  return name;
}
