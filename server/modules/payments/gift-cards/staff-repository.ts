/** What the staff console's gift card unlock reads and writes besides the card's PIN state (./repository). */
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { giftCards, staffAuditLog } from '@/server/db/schema';
import type { GiftCardRow } from './repository';

/** The brand's card with this id, locked FOR UPDATE; undefined for an unknown card or another brand's. */
export async function lockBrandGiftCard(tx: Database, brandId: number, giftCardId: number): Promise<GiftCardRow | undefined> {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, giftCardId), eq(giftCards.brandId, brandId)))
    .for('update');
  return row;
}

export async function insertStaffAuditRow(tx: Database, row: typeof staffAuditLog.$inferInsert): Promise<void> {
  await tx.insert(staffAuditLog).values(row);
}
