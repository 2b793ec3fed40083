/**
 * Refunds of a cancelled lead, against the payments of the quote's order.
 * - `planRefunds` (in the cancelling step's transaction) splits the policy's amount over the
 *   order's payments, newest first, and writes one 'pending' row per payment it touches.
 * - `settleRefund` (after commit) gives each back through ../refunds/give-back.ts, which records
 *   how it went on the lead's refund row and publishes the order's `refunded` event.
 */
import { Decimal, toMoneyString } from '@/domain/money';
import type { Database } from '@/server/db/client';
import type { LeadRow } from '@/server/modules/catering';
import { paymentsOf } from '@/server/modules/payments';
import { giveBack } from '../refunds/give-back';
import type { LeadDeps } from './deps';
import { insertRefund, settleRefundRow, type RefundRow } from './repository';

export async function planRefunds(tx: Database, lead: LeadRow, amount: Decimal, staffId: number, now: Date): Promise<RefundRow[]> {
  let left = amount;
  const rows: RefundRow[] = [];
  for (const payment of (await paymentsOf(tx, lead.orderId)).reverse()) {
    if (left.lessThanOrEqualTo(0)) break;
    if (payment.method === 'free' || new Decimal(payment.amount).lessThanOrEqualTo(0)) continue;
    const part = Decimal.min(left, payment.amount);
    left = left.minus(part);
    rows.push(await insertRefund(tx, { leadId: lead.id, paymentId: payment.id, amount: toMoneyString(part), currency: payment.currency, staffId, createdAt: now }));
  }
  return rows;
}

/** Gives one pending refund back and records how it went on the lead's refund row. */
export async function settleRefund(deps: LeadDeps, refund: RefundRow): Promise<void> {
  await giveBack(deps, { id: refund.id, paymentId: refund.paymentId, amount: refund.amount, settle: (db, settlement, now) => settleRefundRow(db, refund.id, settlement, now) });
}
