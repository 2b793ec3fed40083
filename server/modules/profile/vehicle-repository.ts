/** The customer's curbside vehicle rows, always looked up by id and customer together. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customerVehicles } from '@/server/db/schema';

export type VehicleRow = typeof customerVehicles.$inferSelect;
export type VehicleFields = Pick<VehicleRow, 'make' | 'model' | 'colour'>;

const mine = (customerId: number, vehicleId: number) => and(eq(customerVehicles.id, vehicleId), eq(customerVehicles.customerId, customerId));

/** The customer's vehicles, oldest first. */
export function vehiclesOf(db: Database, customerId: number): Promise<VehicleRow[]> {
  return db.select().from(customerVehicles).where(eq(customerVehicles.customerId, customerId)).orderBy(asc(customerVehicles.id));
}

export async function vehicleCount(db: Database, customerId: number): Promise<number> {
  const [{ value } = { value: 0 }] = await db.select({ value: count() }).from(customerVehicles).where(eq(customerVehicles.customerId, customerId));
  return value;
}

export async function insertVehicle(db: Database, values: VehicleFields & { customerId: number; createdAt: Date }): Promise<VehicleRow> {
  const [row] = await db.insert(customerVehicles).values(values).returning();
  return row!;
}

export async function updateVehicle(db: Database, customerId: number, vehicleId: number, values: VehicleFields): Promise<VehicleRow | undefined> {
  const [row] = await db.update(customerVehicles).set(values).where(mine(customerId, vehicleId)).returning();
  return row;
}

/** Deletes the customer's vehicle; whether there was one. */
export async function deleteVehicle(db: Database, customerId: number, vehicleId: number): Promise<boolean> {
  const [row] = await db.delete(customerVehicles).where(mine(customerId, vehicleId)).returning({ id: customerVehicles.id });
  return row !== undefined;
}
