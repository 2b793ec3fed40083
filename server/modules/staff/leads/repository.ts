/** Reads of the staff lead console: the names of staff in a lead's history, and a lead's refunds with their payments. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { cateringRefunds, payments, staffAccounts } from '@/server/db/schema';

export type RefundRow = typeof cateringRefunds.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** 'Sam S.' for each staff id. */
export async function staffNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffAccounts.id, firstName: staffAccounts.firstName, lastName: staffAccounts.lastName })
    .from(staffAccounts)
    .where(inArray(staffAccounts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName.slice(0, 1)}.`.trim()]));
}

/** The lead's refunds, oldest first, each with the label of the payment it gives back to. */
export async function refundsOf(db: Database, leadId: string) {
  return db
    .select({ refund: cateringRefunds, label: payments.label })
    .from(cateringRefunds)
    .innerJoin(payments, eq(payments.id, cateringRefunds.paymentId))
    .where(eq(cateringRefunds.leadId, leadId))
    .orderBy(asc(cateringRefunds.id));
}

/** The payments of an order, oldest first. */
export async function paymentsOfOrder(db: Database, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id));
}
