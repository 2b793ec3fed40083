/**
 * Erased accounts' customers at the card processors: the erasure marks them (`erased_at`), and
 * each row goes once its processor confirmed the deletion. Functions take the executor they run
 * on: the database, or the caller's `tx`.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { processorCustomers, type CardProcessor } from '@/server/db/schema';
import type { Db } from './person-records-repository';

/** An account's customer at a card processor, where its saved cards were attached. */
export type ProcessorCustomer = { processor: CardProcessor; customerRef: string };

/** Marks the account's customers at the processors as erased; answers them, for the caller to delete there. */
export async function markCustomersErased(tx: Db, customerId: number, now: Date): Promise<ProcessorCustomer[]> {
  return tx
    .update(processorCustomers)
    .set({ erasedAt: now })
    .where(eq(processorCustomers.customerId, customerId))
    .returning({ processor: processorCustomers.processor, customerRef: processorCustomers.customerRef });
}

/** Erased customers at `processor` still waiting for their deletion there, oldest erasure first. */
export async function erasedCustomersAt(db: Db, processor: CardProcessor, limit: number): Promise<ProcessorCustomer[]> {
  return db
    .select({ processor: processorCustomers.processor, customerRef: processorCustomers.customerRef })
    .from(processorCustomers)
    .where(and(eq(processorCustomers.processor, processor), isNotNull(processorCustomers.erasedAt)))
    .orderBy(asc(processorCustomers.erasedAt))
    .limit(limit);
}

/** The processor confirmed the deletion: the erased customer's row goes. */
export async function dropErasedCustomer(db: Db, { processor, customerRef }: ProcessorCustomer): Promise<void> {
  await db
    .delete(processorCustomers)
    .where(and(eq(processorCustomers.processor, processor), eq(processorCustomers.customerRef, customerRef), isNotNull(processorCustomers.erasedAt)));
}
