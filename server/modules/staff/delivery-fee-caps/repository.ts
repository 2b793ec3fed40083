/** A brand's delivery fee caps (delivery_fee_caps), as the console reads and writes them. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { deliveryFeeCaps } from '@/server/db/schema';

export type FeeCapRow = { currency: string; maxDinerFee: string };

export async function feeCapsOfBrand(db: Database, brandId: number): Promise<FeeCapRow[]> {
  return db.select({ currency: deliveryFeeCaps.currency, maxDinerFee: deliveryFeeCaps.maxDinerFee }).from(deliveryFeeCaps).where(eq(deliveryFeeCaps.brandId, brandId));
}

/** The brand's cap in `currency`, locked until the transaction ends; undefined when it has none. */
export async function lockFeeCap(tx: Database, brandId: number, currency: string): Promise<FeeCapRow | undefined> {
  const [row] = await tx
    .select({ currency: deliveryFeeCaps.currency, maxDinerFee: deliveryFeeCaps.maxDinerFee })
    .from(deliveryFeeCaps)
    .where(and(eq(deliveryFeeCaps.brandId, brandId), eq(deliveryFeeCaps.currency, currency)))
    .for('update');
  return row;
}

export async function saveFeeCap(tx: Database, brandId: number, currency: string, maxDinerFee: string): Promise<void> {
  await tx
    .insert(deliveryFeeCaps)
    .values({ brandId, currency, maxDinerFee })
    .onConflictDoUpdate({ target: [deliveryFeeCaps.brandId, deliveryFeeCaps.currency], set: { maxDinerFee } });
}

export async function deleteFeeCap(tx: Database, brandId: number, currency: string): Promise<void> {
  await tx.delete(deliveryFeeCaps).where(and(eq(deliveryFeeCaps.brandId, brandId), eq(deliveryFeeCaps.currency, currency)));
}
