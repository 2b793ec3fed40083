/** Status names and ids as staff send and see them (the ids are the order-status table's). */
import type { WireOrderStatus } from '@/domain/wire/orders';
import type { WireStatusChoice } from '@/domain/wire/staff';
import { ORDER_STATUS } from '@/domain/ordering/order-status';

export function statusIdOf(status: WireOrderStatus): number {
  return ORDER_STATUS[status];
}

export function statusChoice(status: WireOrderStatus): WireStatusChoice {
  return { status, statusId: statusIdOf(status) };
}

/** The status of an id staff sent, or null for an id that is no status. */
export function statusOfId(statusId: number): WireOrderStatus | null {
  const entry = Object.entries(ORDER_STATUS).find(([, id]) => id === statusId);
  return entry ? (entry[0] as WireOrderStatus) : null;
}
