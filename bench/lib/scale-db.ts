/**
 * The scale benchmark's database side, in-process: opens a scratch database (PGlite folder or
 * PostgreSQL URL; migrated at open), loads the demo chain when empty, adds `SCALE_STORES` stores
 * with one INSERT … SELECT (each a copy of a seeded US or Canadian store, with its hours, moved
 * around that store's own place), then measures back to back through the same Drizzle the API uses:
 * - the nearest-store search (the store finder's service, 10 nearest, as GET /locations/search);
 * - the same ten stores read the way the search did before the geo index (a haversine over every
 *   store of the market, plus its count);
 * - the ceiling: one primary-key SELECT of a store;
 * and prints the plan of a first-round query (EXPLAIN), to show which index it reads.
 *
 * Usage: tsx bench/lib/scale-db.ts <pglite-dir | postgres-url> <seconds>
 * Prints one JSON line.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '@/server/db/client';
import { brands, countries, locations } from '@/server/db/schema';
import {
  createLocationRepository,
  distanceKm,
  inBoxOf,
  NEAREST_FIRST_RADIUS_KM,
  NEAREST_LAST_RADIUS_KM,
  nextRadiusKm,
  type GeoPoint,
} from '@/server/modules/locations/repository';
import { storeFinderServiceFor } from '@/server/modules/store-finder';
import { seedDemoChain } from '@/server/seed';

export const SCALE_STORES = 10_000;
const LIMIT = 10;
const WARMUP_SECONDS = 1;

type Probe = { scope: { brandId: number; country: 'US' | 'CA' }; near: GeoPoint };

/** A deterministic generator, so every run asks about the same places. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** Where diners search from: anywhere in the lower 48 (US market) or southern Canada (CA market). */
export function probes(n: number): Probe[] {
  const random = seeded(2026);
  return Array.from({ length: n }, (_, i) =>
    i % 5 === 4
      ? { scope: { brandId: 4, country: 'CA' as const }, near: { lat: 43 + random() * 10, lng: -123 + random() * 60 } }
      : { scope: { brandId: 4, country: 'US' as const }, near: { lat: 25.5 + random() * 23, lng: -123 + random() * 53 } },
  );
}

/**
 * Copies of the seeded US and Canadian stores (with their weekly hours), each moved by a bell-
 * shaped offset of about ±2° around the store it copies, so stores cluster around real cities.
 */
async function addStores(db: Database, total: number): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(locations).where(sql`${locations.slug} like '%-scale-%'`);
  if ((existing?.n ?? 0) > 0) return existing!.n;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
      insert into locations (brand_id, country_id, state_id, city_id, slug, title, subtitle, phone, address, zip, latitude, longitude,
        time_zone, tax_rate, online_ordering, accepting_orders, image_url, social_networks, delivery_partners, delivery_fee,
        delivery_radius_km, slot_capacity)
      select t.brand_id, t.country_id, t.state_id, t.city_id, t.slug || '-scale-' || g, left(t.title || ' #' || g, 120), t.subtitle,
        t.phone, t.address, t.zip,
        least(62, greatest(24, t.latitude + (random() + random() + random() - 1.5) * 4)),
        t.longitude + (random() + random() + random() - 1.5) * 5,
        t.time_zone, t.tax_rate, t.online_ordering, t.accepting_orders, t.image_url, t.social_networks, t.delivery_partners,
        t.delivery_fee, t.delivery_radius_km, t.slot_capacity
      from generate_series(0, ${total - 1}) as g
      join (
        select l.*, (row_number() over (order by l.id) - 1) as k, count(*) over () as n
        from locations l join countries c on c.id = l.country_id
        where l.brand_id = 4 and c.code in ('US', 'CA')
      ) t on t.k = g % t.n`);
    await tx.execute(sql`
      insert into location_hours (location_id, weekday, interval, active, opened, closed, by_appointment_only)
      select l.id, h.weekday, h.interval, h.active, h.opened, h.closed, h.by_appointment_only
      from locations l
      join locations t on t.brand_id = l.brand_id and t.slug = substring(l.slug from 1 for position('-scale-' in l.slug) - 1)
      join location_hours h on h.location_id = t.id
      where l.slug like '%-scale-%'`);
  });
  await db.execute(sql`analyze`);
  return total;
}

async function timed(seconds: number, task: (round: number) => Promise<unknown>) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  for (let round = 0; performance.now() < deadline; round += 1) {
    const begin = performance.now();
    await task(round);
    latencies.push(performance.now() - begin);
  }
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) => latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))] ?? 0;
  return { count: latencies.length, rate: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

async function measure(db: Database, seconds: number) {
  const service = storeFinderServiceFor(db);
  const repository = createLocationRepository(db);
  const points = probes(500);
  const probe = (round: number) => points[round % points.length]!;
  const search = (round: number) => service.search(probe(round).scope, { lat: probe(round).near.lat, lng: probe(round).near.lng, limit: LIMIT });
  const scan = (round: number) => repository.list(probe(round).scope, { where: [], page: 1, pageSize: LIMIT, near: probe(round).near });
  const nearest = (round: number) => repository.nearest(probe(round).scope, [], probe(round).near, LIMIT);
  const [{ maxId } = { maxId: 1 }] = await db.select({ maxId: sql<number>`max(${locations.id})::int` }).from(locations);
  const pk = (round: number) => db.select({ id: locations.id, title: locations.title }).from(locations).where(eq(locations.id, 1 + (round % maxId)));

  // The same stores in the same order, whichever way they are read.
  for (let round = 0; round < 100; round += 1) {
    const [a, b] = [await nearest(round), (await scan(round)).rows];
    if (JSON.stringify(a.map((r) => [r.id, r.distanceKm])) !== JSON.stringify(b.map((r) => [r.id, r.distanceKm]))) {
      throw new Error(`The indexed search and the scan disagree at ${JSON.stringify(probe(round).near)}`);
    }
  }
  const results: Record<string, Awaited<ReturnType<typeof timed>>> = {};
  for (const [name, task] of Object.entries({ search, nearest, scan, pk })) {
    await timed(WARMUP_SECONDS, task);
    results[name] = await timed(seconds, task);
  }
  return results;
}

/** How many boxes each search counted before one held ten stores ('scan': none did), as a histogram. */
async function rounds(db: Database): Promise<Record<string, number>> {
  const histogram: Record<string, number> = {};
  for (const { scope, near } of probes(500)) {
    let needed = 'scan';
    for (let round = 1, radiusKm = NEAREST_FIRST_RADIUS_KM; radiusKm <= NEAREST_LAST_RADIUS_KM; round += 1) {
      const distance = distanceKm(near);
      const [row] = await db
        .select({ n: count() })
        .from(locations)
        .innerJoin(countries, eq(countries.id, locations.countryId))
        .where(and(eq(locations.brandId, scope.brandId), eq(countries.code, scope.country), inBoxOf(near, radiusKm), sql`${distance} <= ${radiusKm}`));
      const n = row?.n ?? 0;
      if (n >= LIMIT) {
        needed = String(round);
        break;
      }
      radiusKm = nextRadiusKm(radiusKm, n, LIMIT);
    }
    histogram[needed] = (histogram[needed] ?? 0) + 1;
  }
  return histogram;
}

async function plan(db: Database): Promise<string[]> {
  const near = { lat: 39.74, lng: -104.99 };
  const distance = distanceKm(near);
  const query = db
    .select({ id: locations.id, distanceKm: distance })
    .from(locations)
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(and(eq(locations.brandId, 4), eq(countries.code, 'US'), inBoxOf(near, NEAREST_FIRST_RADIUS_KM), sql`${distance} <= ${NEAREST_FIRST_RADIUS_KM}`))
    .orderBy(asc(distance), asc(locations.id))
    .limit(LIMIT);
  const result = await db.execute(sql`explain ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Record<string, string>[] }).rows) as Record<string, string>[];
  return rows.map((row) => String(Object.values(row)[0]));
}

async function main(): Promise<void> {
  const [target, secondsArg] = process.argv.slice(2);
  const seconds = Number(secondsArg);
  if (!target || !(seconds > 0)) throw new Error('Usage: tsx bench/lib/scale-db.ts <pglite-dir | postgres-url> <seconds>');
  const connection = /^postgres(ql)?:/.test(target) ? await openPostgres(target) : await openPglite({ dataDir: target });
  try {
    const { db } = connection;
    const [seededBrands] = await db.select({ n: count() }).from(brands);
    if ((seededBrands?.n ?? 0) === 0) await seedDemoChain(db);
    const seededStart = performance.now();
    await addStores(db, SCALE_STORES);
    const seedSeconds = (performance.now() - seededStart) / 1000;
    const [stores] = await db.select({ n: count() }).from(locations);
    const result = { kind: connection.kind, stores: stores?.n ?? 0, seedSeconds, ...(await measure(db, seconds)), rounds: await rounds(db), plan: await plan(db) };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
