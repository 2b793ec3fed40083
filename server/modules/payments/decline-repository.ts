/** Declined card tries: the payment attempts whose status is 'declined'. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { paymentAttempts } from '@/server/db/schema';

export type DeclinedAttemptRow = typeof paymentAttempts.$inferSelect;

/** The declined attempts of the orders, oldest first. */
export function declinedAttemptsOf(db: Database, orderIds: readonly string[]): Promise<DeclinedAttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(inArray(paymentAttempts.orderId, [...orderIds]), eq(paymentAttempts.status, 'declined')))
    .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id));
}
