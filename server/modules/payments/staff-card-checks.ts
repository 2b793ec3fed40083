/**
 * What staff see of the issuer's checks on an order's card payment (security code, billing postal
 * code and street line): why a card that paid may still deserve a look, as a failed postal code
 * check does (the order is held for review).
 */
import type { CardChecks } from '@/domain/payments/card-checks';
import type { Database } from '@/server/db/client';
import { checkedCardPaymentsOf } from './repository';

/** The checks of each order's first card payment that has them (orders without one are absent). */
export async function cardChecksOfOrders(db: Database, orderIds: readonly string[]): Promise<Map<string, CardChecks>> {
  const byOrder = new Map<string, CardChecks>();
  for (const row of await checkedCardPaymentsOf(db, orderIds)) {
    if (byOrder.has(row.orderId) || !row.cvcCheck || !row.postalCodeCheck || !row.line1Check) continue;
    byOrder.set(row.orderId, { cvc: row.cvcCheck, postalCode: row.postalCodeCheck, line1: row.line1Check });
  }
  return byOrder;
}
