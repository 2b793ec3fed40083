/**
 * The loyalty ledger as a listener of an order's life (order-events.ts says what each event
 * does to points and rewards), inside the transaction that changes the order.
 */
import type { InTransactionListener } from '@/server/modules/orders/lifecycle';
import { onOrderCancelled, onOrderPaid } from './order-events';

export const loyaltyLedgerListener: InTransactionListener = {
  name: 'loyalty-ledger',
  events: ['paid', 'cancelled', 'refunded'],
  async run(tx, { event, order, now }) {
    if (event === 'paid') await onOrderPaid(tx, order, now);
    else await onOrderCancelled(tx, order.id, now);
  },
};
