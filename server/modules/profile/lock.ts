/**
 * Serialises one customer's changes to a list with a rule across rows (one primary address,
 * at most N vehicles or cards): lock the customer row first, inside the transaction.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { UnauthorizedError } from '@/server/errors';

export async function lockCustomer(tx: Database, customerId: number): Promise<void> {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  if (!row) throw new UnauthorizedError();
}
