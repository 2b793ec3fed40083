/** Customer rows for the auth use cases. Emails are looked up trimmed and lower-cased. */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { UnauthorizedError } from '@/server/errors';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = Omit<typeof customers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findCustomerByEmail(db: Database, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, normalizeEmail(email)));
  return row;
}

export async function findCustomerById(db: Database, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function findCustomerByFacebookId(db: Database, facebookId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.facebookId, facebookId));
  return row;
}

export async function findCustomerByReferralCode(db: Database, code: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.referralCode, code));
  return row;
}

/** The new row, or undefined when the email (or referral code) is already taken. */
export async function insertCustomer(db: Database, customer: NewCustomer): Promise<CustomerRow | undefined> {
  const [row] = await db.insert(customers).values(customer).onConflictDoNothing().returning();
  return row;
}

export async function updateCustomer(
  db: Database,
  id: number,
  changes: Partial<Pick<CustomerRow, 'passwordHash' | 'emailVerifiedAt' | 'facebookId'>>,
  now: Date,
): Promise<CustomerRow | undefined> {
  const [row] = await db.update(customers).set({ ...changes, updatedAt: now }).where(eq(customers.id, id)).returning();
  return row;
}

/**
 * Locks the customer row until the transaction ends (inside it), so one customer's changes to a
 * list with a rule across rows (one primary address, at most N vehicles or cards) run one after
 * the other. A customer who is gone is no session (401).
 */
export async function lockCustomer(tx: Database, customerId: number): Promise<void> {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  if (!row) throw new UnauthorizedError();
}
