/** The store and menu item rows loyalty looks up by id. */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { items, locations } from '@/server/db/schema';

export async function locationById(db: Database, locationId: number): Promise<{ id: number; brandId: number } | undefined> {
  const [location] = await db.select({ id: locations.id, brandId: locations.brandId }).from(locations).where(eq(locations.id, locationId)).limit(1);
  return location;
}

export async function itemById(db: Database, itemId: number): Promise<typeof items.$inferSelect | undefined> {
  const [item] = await db.select().from(items).where(eq(items.id, itemId)).limit(1);
  return item;
}
