/**
 * The loyalty ledger as a listener of an order's life (order-events.ts says what each event
 * does to points and rewards), inside the transaction that changes the order. It has the shape
 * of an in-transaction listener of the order lifecycle (orders/lifecycle.ts) without importing
 * orders.
 */
import type { Database } from '@/server/db/client';
import { onOrderCancelled, onOrderPaid, type PaidOrder } from './order-events';

export const loyaltyLedgerListener = {
  name: 'loyalty-ledger',
  events: ['paid', 'cancelled', 'refunded'] as const,
  async run(tx: Database, { event, order, now }: { event: string; order: PaidOrder; now: Date }): Promise<void> {
    if (event === 'paid') await onOrderPaid(tx, order, now);
    else await onOrderCancelled(tx, order.id, now);
  },
};
