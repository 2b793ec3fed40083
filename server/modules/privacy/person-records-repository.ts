/**
 * Where the chain holds a person's data, found by their email (compared lower-cased): the account
 * and what hangs on it, the orders placed with that email or by that account, catering quotes,
 * survey submissions, the contact forms (talk-to and general feedback), job applications, the
 * feedback given on those orders, privacy requests and the do-not-sell opt-out. Every query takes the
 * database or transaction it is given.
 */
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import {
  cateringContestEntries,
  cateringFeedback,
  cateringLeads,
  customers,
  generalFeedback,
  jobApplications,
  orderFeedback,
  orders,
  talkToSubmissions,
  type PrivacyCorrections,
} from '@/server/db/schema';

/** The database, or a transaction of it. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'query'>;

export async function accountOf(db: Db, emailKey: string) {
  const [account] = await db.select().from(customers).where(eq(customers.email, emailKey));
  return account;
}

/** Writes the corrected profile fields of an account. */
export async function updateProfile(db: Db, customerId: number, changes: PrivacyCorrections, now: Date): Promise<void> {
  await db.update(customers).set({ ...changes, updatedAt: now }).where(eq(customers.id, customerId));
}

/** The ids of the rows whose JSON contact (`contact`, a column of `table`) has that email, or that belong to that account. */
async function idsOfPerson(db: Db, table: typeof orders | typeof cateringLeads, contact: AnyPgColumn, emailKey: string, customerId: number | null): Promise<string[]> {
  const byEmail = sql`lower(${contact}->>'email') = ${emailKey}`;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(customerId === null ? byEmail : or(byEmail, eq(table.customerId, customerId)));
  return rows.map((row) => row.id);
}

/** The ids of the orders placed with that email, or by that account. */
export function orderIdsOf(db: Db, emailKey: string, customerId: number | null): Promise<string[]> {
  return idsOfPerson(db, orders, orders.guest, emailKey, customerId);
}

export function cateringLeadIdsOf(db: Db, emailKey: string, customerId: number | null): Promise<string[]> {
  return idsOfPerson(db, cateringLeads, cateringLeads.contact, emailKey, customerId);
}

export const feedbackOf = (emailKey: string) => sql`lower(${cateringFeedback.email}) = ${emailKey}`;
export const contestOf = (emailKey: string) => eq(cateringContestEntries.emailKey, emailKey);
export const talkToOf = (emailKey: string) => sql`lower(${talkToSubmissions.email}) = ${emailKey}`;
export const generalFeedbackOf = (emailKey: string) => sql`lower(${generalFeedback.email}) = ${emailKey}`;
export const jobApplicationsOf = (emailKey: string) => sql`lower(${jobApplications.email}) = ${emailKey}`;

/** The feedback given on the person's orders, or by their account. */
export function orderFeedbackOf(orderIds: string[], customerId: number | null) {
  const onOrders = within(orderFeedback.orderId, orderIds);
  return customerId === null ? onOrders : or(onOrders, eq(orderFeedback.customerId, customerId))!;
}

/** `inArray` that reads an empty list as "none". */
export function within<T>(column: Parameters<typeof inArray>[0], ids: T[]) {
  return ids.length > 0 ? inArray(column, ids as unknown[]) : sql`false`;
}
