/** The customer rows the profile reads and changes: one's own record, and the friends one referred. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerChanges = Partial<Pick<CustomerRow, 'firstName' | 'lastName' | 'phone'>>;

export async function customerById(db: Database, customerId: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row;
}

export async function updateCustomer(db: Database, customerId: number, changes: CustomerChanges & { updatedAt: Date }): Promise<CustomerRow | undefined> {
  const [row] = await db.update(customers).set(changes).where(eq(customers.id, customerId)).returning();
  return row;
}

/** The customers who signed up with the referral code (the customer themself left out), newest first. */
export function customersReferredBy(db: Database, referralCode: string, customerId: number) {
  return db
    .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, createdAt: customers.createdAt })
    .from(customers)
    .where(and(eq(customers.referredByCode, referralCode), sql`${customers.id} <> ${customerId}`))
    .orderBy(desc(customers.createdAt), desc(customers.id));
}
