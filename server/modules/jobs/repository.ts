/** The hiring tables: a market's stores with their openings, one store's openings, writing an application, and staff's pages of them. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { CountryCode } from '@/domain/markets';
import type { Database } from '@/server/db/client';
import { countOf, inStores, pageOf, type PageRequest, type StoreFilter } from '@/server/db/page';
import { cities, countries, jobApplications, jobOpenings, locations, states } from '@/server/db/schema';

export type ApplicationRow = typeof jobApplications.$inferSelect;
export type HiringStore = { id: number; title: string; city: string; state: string; positionIds: number[] };

/** The brand's stores in the country that have an opening, by title, each with its open positions in id order. */
export async function hiringStores(db: Database, brandId: number, country: CountryCode): Promise<HiringStore[]> {
  const rows = await db
    .select({ id: locations.id, title: locations.title, city: cities.name, state: states.label, positionId: jobOpenings.positionId })
    .from(jobOpenings)
    .innerJoin(locations, eq(locations.id, jobOpenings.locationId))
    .innerJoin(cities, eq(cities.id, locations.cityId))
    .innerJoin(states, eq(states.id, locations.stateId))
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(and(eq(locations.brandId, brandId), eq(countries.code, country)))
    .orderBy(asc(locations.title), asc(locations.id), asc(jobOpenings.positionId));
  const stores = new Map<number, HiringStore>();
  for (const row of rows) {
    const store = stores.get(row.id) ?? { id: row.id, title: row.title, city: row.city, state: row.state, positionIds: [] };
    store.positionIds.push(row.positionId);
    stores.set(row.id, store);
  }
  return [...stores.values()];
}

/** The brand's store with its title and open positions, or undefined. */
export async function findHiringStore(db: Database, brandId: number, storeId: number) {
  const [store] = await db.select({ id: locations.id, title: locations.title }).from(locations).where(and(eq(locations.id, storeId), eq(locations.brandId, brandId)));
  if (!store) return undefined;
  const openings = await db.select({ positionId: jobOpenings.positionId }).from(jobOpenings).where(eq(jobOpenings.locationId, storeId));
  return { ...store, positionIds: openings.map((opening) => opening.positionId) };
}

export async function insertApplication(db: Database, row: typeof jobApplications.$inferInsert): Promise<ApplicationRow> {
  const [written] = await db.insert(jobApplications).values(row).returning();
  return written!;
}

/** A page of applications, newest first, each with its store's title, and how many there are in all. */
export async function applicationPage(db: Database, filter: StoreFilter, page: PageRequest) {
  const where = inStores(jobApplications, filter);
  const query = db
    .select({ row: jobApplications, storeTitle: locations.title })
    .from(jobApplications)
    .innerJoin(locations, eq(locations.id, jobApplications.locationId))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .$dynamic();
  return pageOf(query, page, countOf(db, jobApplications, where));
}

/** One application staff may see, or undefined. */
export async function findApplication(db: Database, filter: StoreFilter, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(jobApplications).where(and(inStores(jobApplications, filter), eq(jobApplications.id, id)));
  return row;
}
