/** Refusals of a store: one that takes no online orders. */
import { INTERFACE_MESSAGES } from '@/domain/messages';
import { UnprocessableError } from '@/server/errors';
import type { StoreRow } from './store-repository';

/** The store offers no online ordering, or is not taking online orders right now. */
export function assertTakesOrders(store: Pick<StoreRow, 'onlineOrdering' | 'acceptingOrders'>): void {
  if (!store.onlineOrdering) throw new UnprocessableError(INTERFACE_MESSAGES.noOnlineOrdering, undefined, { code: 'no_online_ordering' });
  if (!store.acceptingOrders) throw new UnprocessableError(INTERFACE_MESSAGES.notAcceptingOnlineOrders, undefined, { code: 'not_accepting_online_orders' });
}
