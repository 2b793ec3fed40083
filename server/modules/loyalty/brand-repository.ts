/** The brand settings loyalty reads: a brand's config, and the reward minimum of each brand. */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { brands } from '@/server/db/schema';

export type BrandConfig = (typeof brands.$inferSelect)['config'];

export async function brandConfig(db: Database, brandId: number): Promise<BrandConfig | undefined> {
  const [row] = await db.select({ config: brands.config }).from(brands).where(eq(brands.id, brandId)).limit(1);
  return row?.config;
}

/** The money an order must receive to count toward rewards, per brand id (brands without a row are left out). */
export async function rewardMinimums(db: Database, brandIds: readonly number[]): Promise<Map<number, string>> {
  if (brandIds.length === 0) return new Map();
  const rows = await db.select({ id: brands.id, minimum: brands.rewardMinimumAmount }).from(brands).where(inArray(brands.id, [...new Set(brandIds)]));
  return new Map(rows.map((row) => [row.id, row.minimum]));
}
