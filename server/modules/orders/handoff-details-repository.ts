/** An order's handoff details row (order_handoff_details): a curbside vehicle and arrival, a dine-in table number. */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orderHandoffDetails } from '@/server/db/schema';

export type HandoffDetailsRow = typeof orderHandoffDetails.$inferSelect;

export async function handoffDetailsRow(db: Database, orderId: string): Promise<HandoffDetailsRow | undefined> {
  const [row] = await db.select().from(orderHandoffDetails).where(eq(orderHandoffDetails.orderId, orderId)).limit(1);
  return row;
}

/** Writes `changes` to the order's details, adding its row when it has none. */
export async function upsertHandoffDetails(tx: Database, orderId: string, changes: Partial<HandoffDetailsRow>): Promise<void> {
  await tx.insert(orderHandoffDetails).values({ orderId, ...changes }).onConflictDoUpdate({ target: orderHandoffDetails.orderId, set: changes });
}
