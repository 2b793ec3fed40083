import * as t from '@/server/db/schema';
import { openTestDatabase, testDatabases } from '@/server/test/databases';
import { buildCity, buildReferenceData, buildState } from '@/server/test/factories';
import type { DatabaseConnection } from '@/server/db/client';
import { boxAround, EARTH_RADIUS_KM } from './geo-box';
import { createLocationRepository, NEAREST_FIRST_RADIUS_KM, NEAREST_LAST_RADIUS_KM, nextRadiusKm, type GeoPoint } from './repository';

/** Box radii a search may try: the first, a few grown ones, the last. */
const RADII_KM = [NEAREST_FIRST_RADIUS_KM, nextRadiusKm(NEAREST_FIRST_RADIUS_KM, 0, 10), nextRadiusKm(NEAREST_FIRST_RADIUS_KM, 3, 10), 800, NEAREST_LAST_RADIUS_KM];

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `km` from `from` on `bearing` (degrees), longitude in [-180, 180]. */
function destination(from: GeoPoint, km: number, bearing: number): GeoPoint {
  const d = km / EARTH_RADIUS_KM;
  const lat1 = rad(from.lat);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(rad(bearing)));
  const lng2 = rad(from.lng) + Math.atan2(Math.sin(rad(bearing)) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: deg(lat2), lng: ((deg(lng2) + 540) % 360) - 180 };
}

/** A deterministic generator, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function inBox(point: GeoPoint, box: ReturnType<typeof boxAround>): boolean {
  if (point.lat < box.minLat || point.lat > box.maxLat) return false;
  return box.lngRanges === null || box.lngRanges.some(([west, east]) => point.lng >= west && point.lng <= east);
}

const CENTERS: GeoPoint[] = [
  { lat: 30.2672, lng: -97.7431 }, // Austin: a dense city
  { lat: 51.9, lng: 179.95 }, // the Aleutians, east of the antimeridian
  { lat: 52.1, lng: -179.9 }, // and west of it
  { lat: 89.95, lng: 10 }, // by the North Pole
  { lat: -89.9, lng: -120 }, // by the South Pole
  { lat: 0, lng: 180 },
];

describe('boxAround', () => {
  it('holds every point within the radius, across the antimeridian and by the poles', () => {
    const random = seeded(7);
    for (const center of CENTERS) {
      for (const radiusKm of [...RADII_KM, 1, 5000]) {
        const box = boxAround(center, radiusKm);
        for (let i = 0; i < 400; i += 1) {
          const point = destination(center, radiusKm * (i < 200 ? 1 : random()), random() * 360);
          if (haversineKm(center, point) <= radiusKm) expect(inBox(point, box)).toBe(true);
        }
      }
    }
  });

  it('splits the longitudes in two across the antimeridian and drops them at a pole', () => {
    expect(boxAround({ lat: 52, lng: 179.9 }, 30).lngRanges).toHaveLength(2);
    expect(boxAround({ lat: 52, lng: -179.9 }, 30).lngRanges).toHaveLength(2);
    expect(boxAround({ lat: 89.9, lng: 0 }, 30).lngRanges).toBeNull();
    expect(boxAround({ lat: 30, lng: -97 }, 30).lngRanges).toHaveLength(1);
  });
});

describe.each(testDatabases())('nearest stores on %s', (kind) => {
  let database: DatabaseConnection;
  const queries: GeoPoint[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    await buildReferenceData(db);
    const state = await buildState(db, 'US', 'TX', 'Texas');
    const city = await buildCity(db, state.id, 'Austin');
    const random = seeded(42);
    const places: GeoPoint[] = [];
    for (const center of CENTERS) {
      // Stores just inside and just outside each box radius, and a spread around the center.
      for (const radiusKm of RADII_KM) {
        for (const offset of [-0.001, 0, 0.001]) places.push(destination(center, radiusKm + offset, random() * 360));
      }
      for (let i = 0; i < 40; i += 1) places.push(destination(center, 3000 * random() ** 3, random() * 360));
      queries.push(center);
    }
    for (let i = 0; i < 60; i += 1) places.push({ lat: 25 + random() * 24, lng: -124 + random() * 57 });
    for (let i = 0; i < 20; i += 1) queries.push({ lat: -90 + random() * 180, lng: -180 + random() * 360 });
    await db.insert(t.locations).values(
      places.map((place, n) => ({
        brandId: 4, countryId: 1, stateId: state.id, cityId: city.id, slug: `geo-${n}`, title: `Geo ${n}`, phone: '(512) 555-0100',
        address: `${n} Main St`, zip: '78701', latitude: place.lat, longitude: place.lng, timeZone: 'America/Chicago', taxRate: '0.08250',
        onlineOrdering: true,
      })),
    );
    // A store of another brand at the very center never shows.
    await db.insert(t.locations).values({
      brandId: 3, countryId: 1, stateId: state.id, cityId: city.id, slug: 'other-brand', title: 'Other', phone: '(512) 555-0100',
      address: '1 Main St', zip: '78701', latitude: CENTERS[0]!.lat, longitude: CENTERS[0]!.lng, timeZone: 'America/Chicago', taxRate: '0.08250',
      onlineOrdering: true,
    });
  });
  afterAll(() => database.close());

  it('answers the same stores, order and distances as a scan of every store', async () => {
    const repository = createLocationRepository(database.db);
    const scope = { brandId: 4, country: 'US' as const };
    let compared = 0;
    for (const near of queries) {
      for (const limit of [1, 3, 4, 10, 50]) {
        const scan = (await repository.list(scope, { where: [], page: 1, pageSize: limit, near })).rows;
        const found = await repository.nearest(scope, [], near, limit);
        expect(found.map((row) => [row.slug, row.distanceKm])).toEqual(scan.map((row) => [row.slug, row.distanceKm]));
        compared += 1;
      }
    }
    expect(compared).toBe(queries.length * 5);
  });
});
