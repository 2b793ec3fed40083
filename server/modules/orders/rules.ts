/** Refusals shared by the order use cases: a closed order, a store that takes no orders. */
import { INTERFACE_MESSAGES } from '@/domain/messages';
import { ConflictError, UnprocessableError } from '@/server/errors';
import type { OrderRow, StoreRow } from './repository';
import { ORDER_STATUS, statusName } from './status';

/** 409 once the order is paid (or further along): it can no longer change. */
export function assertOpen(order: Pick<OrderRow, 'statusId' | 'number'>): void {
  if (order.statusId === ORDER_STATUS.open) return;
  throw new ConflictError(`Order ${order.number} is already ${statusName(order.statusId)} and can no longer be changed`);
}

/** SPEC §8: the store offers no online ordering, or is not taking online orders right now. */
export function assertTakesOrders(store: Pick<StoreRow, 'onlineOrdering' | 'acceptingOrders'>): void {
  if (!store.onlineOrdering) throw new UnprocessableError(INTERFACE_MESSAGES.noOnlineOrdering);
  if (!store.acceptingOrders) throw new UnprocessableError(INTERFACE_MESSAGES.notAcceptingOnlineOrders);
}
