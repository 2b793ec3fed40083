/**
 * Money received for orders as the rules of domain/loyalty read it: each order's pre-tax amount
 * after discounts, its total and its settled tenders. What earns points and what counts toward
 * rewards are both decided on it.
 */
import { moneyReceived, type SettledTender } from '@/domain/loyalty/money-received';
import { Decimal, toMoneyString } from '@/domain/money';
import type { Database } from '@/server/db/client';
import { paymentsOfOrders, type OrderRow } from './order-repository';

export type ReceivingOrder = Pick<OrderRow, 'id' | 'subtotal' | 'discountTotal' | 'total'>;

/** The settled tenders of each order. */
async function tendersOf(db: Database, orderIds: readonly string[]): Promise<Map<string, SettledTender[]>> {
  const byOrder = new Map<string, SettledTender[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await paymentsOfOrders(db, orderIds);
  for (const row of rows) byOrder.get(row.orderId)?.push({ method: row.method, amount: row.amount });
  return byOrder;
}

/** Money received per order id. */
export async function moneyReceivedOf(db: Database, rows: readonly ReceivingOrder[]): Promise<Map<string, string>> {
  const tenders = await tendersOf(db, rows.map((row) => row.id));
  return new Map(
    rows.map((row) => [
      row.id,
      moneyReceived({
        preTaxAmount: toMoneyString(Decimal.max(new Decimal(row.subtotal).minus(row.discountTotal), 0)),
        total: row.total,
        tenders: tenders.get(row.id) ?? [],
      }),
    ]),
  );
}
