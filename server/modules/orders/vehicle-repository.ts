/** The customer's saved vehicles as an order's curbside handoff reads and adds them. */
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customerVehicles } from '@/server/db/schema';

export type VehicleRow = typeof customerVehicles.$inferSelect;

/** The customer's own vehicle; undefined for an unknown one or another customer's. */
export async function customerVehicleOf(db: Database, customerId: number, vehicleId: number): Promise<VehicleRow | undefined> {
  const [row] = await db
    .select()
    .from(customerVehicles)
    .where(and(eq(customerVehicles.id, vehicleId), eq(customerVehicles.customerId, customerId)))
    .limit(1);
  return row;
}

export async function vehicleCountOf(db: Database, customerId: number): Promise<number> {
  const [{ value } = { value: 0 }] = await db.select({ value: count() }).from(customerVehicles).where(eq(customerVehicles.customerId, customerId));
  return value;
}

/** Adds a vehicle to the customer's account; its id. */
export async function insertVehicle(tx: Database, values: Pick<VehicleRow, 'customerId' | 'make' | 'model' | 'colour' | 'plate' | 'createdAt'>): Promise<number> {
  const [row] = await tx.insert(customerVehicles).values(values).returning({ id: customerVehicles.id });
  return row!.id;
}
