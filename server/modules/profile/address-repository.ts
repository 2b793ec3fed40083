/** The customer's delivery address rows, always looked up by id and customer together. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customerAddresses } from '@/server/db/schema';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type AddressFields = Pick<AddressRow, 'kindId' | 'address' | 'city' | 'state' | 'zip' | 'aptSuitBldg' | 'deliveryInstructions'>;

const mine = (customerId: number, addressId: number) => and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId));

/** The customer's addresses, the primary first, then oldest first. */
export function addressesOf(db: Database, customerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isPrimary), asc(customerAddresses.id));
}

export async function addressCount(db: Database, customerId: number): Promise<number> {
  const [{ value } = { value: 0 }] = await db.select({ value: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  return value;
}

export async function insertAddress(db: Database, values: AddressFields & { customerId: number; isPrimary: boolean; createdAt: Date; updatedAt: Date }): Promise<AddressRow> {
  const [row] = await db.insert(customerAddresses).values(values).returning();
  return row!;
}

export async function updateAddress(db: Database, customerId: number, addressId: number, values: AddressFields & { updatedAt: Date }): Promise<AddressRow | undefined> {
  const [row] = await db.update(customerAddresses).set(values).where(mine(customerId, addressId)).returning();
  return row;
}

export async function deleteAddress(db: Database, customerId: number, addressId: number): Promise<AddressRow | undefined> {
  const [row] = await db.delete(customerAddresses).where(mine(customerId, addressId)).returning();
  return row;
}

export async function addressExists(db: Database, customerId: number, addressId: number): Promise<boolean> {
  const [row] = await db.select({ id: customerAddresses.id }).from(customerAddresses).where(mine(customerId, addressId));
  return row !== undefined;
}

/** The id of the customer's oldest address, if any. */
export async function oldestAddressId(db: Database, customerId: number): Promise<number | undefined> {
  const [oldest] = await db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.id))
    .limit(1);
  return oldest?.id;
}

/** The address becomes the customer's only primary one. */
export async function makePrimaryAddress(tx: Database, customerId: number, addressId: number): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isPrimary: false })
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isPrimary, true)));
  await tx.update(customerAddresses).set({ isPrimary: true }).where(mine(customerId, addressId));
}
