/** Kitchen capacity hold rows: one per slot of a catering lead's event window. */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { kitchenCapacityHolds } from '@/server/db/schema';

export async function insertHolds(
  tx: Database,
  lead: { id: string; locationId: number },
  slotStarts: readonly Date[],
  places: number,
  expiresAt: Date | null,
): Promise<void> {
  await tx
    .insert(kitchenCapacityHolds)
    .values(slotStarts.map((slotStart) => ({ leadId: lead.id, slotStart, locationId: lead.locationId, places, expiresAt })));
}

export async function releaseHold(tx: Database, leadId: string): Promise<void> {
  await tx.delete(kitchenCapacityHolds).where(eq(kitchenCapacityHolds.leadId, leadId));
}

/** Makes the lead's hold a booking (it no longer lapses). */
export async function bookHold(tx: Database, leadId: string): Promise<void> {
  await tx.update(kitchenCapacityHolds).set({ expiresAt: null }).where(eq(kitchenCapacityHolds.leadId, leadId));
}
