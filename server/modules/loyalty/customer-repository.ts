/** The diner's account as loyalty reads it. */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';

/** When the customer verified their email: null when not yet, undefined for an unknown customer. */
export async function emailVerifiedAt(db: Database, customerId: number): Promise<Date | null | undefined> {
  const [row] = await db.select({ verifiedAt: customers.emailVerifiedAt }).from(customers).where(eq(customers.id, customerId));
  return row?.verifiedAt;
}
