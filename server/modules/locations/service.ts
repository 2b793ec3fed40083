/** Location use cases: list (filtered, paginated, optionally by distance), all, one by id or slug. */
import type { WireList, WireLocation } from '@/domain/wire/catalog';
import { filterConditions } from '@/server/db/filter-sql';
import { BadRequestError, NotFoundError } from '@/server/errors';
import type { PageRequest } from '@/server/schemas/common';
import { presentLocation } from './presenter';
import {
  byId,
  bySlug,
  LOCATION_FILTER_COLUMNS,
  type GeoPoint,
  type LocationRepository,
  type LocationRow,
  type LocationScope,
} from './repository';

export type ListLocationsInput = PageRequest & { filter?: string; lat?: number; lng?: number };

export function createLocationService(repository: LocationRepository, clock: () => Date = () => new Date()) {
  async function present(rows: LocationRow[]): Promise<WireLocation[]> {
    const ids = rows.map((row) => row.id);
    const now = clock();
    const [hours, exceptions, pauses] = await Promise.all([repository.hoursFor(ids), repository.exceptionsFor(ids, now), repository.pausesFor(ids, now)]);
    // A paused store says so wherever it is listed (the finder's cards, the store page, the menu).
    return rows.map((row) => ({
      ...presentLocation(row, hours.get(row.id) ?? [], exceptions.get(row.id) ?? [], now),
      pauses: (pauses.get(row.id) ?? []).map((pause) => ({ handoffId: pause.handoffId, until: pause.until?.toISOString() ?? null })),
    }));
  }

  async function one(scope: LocationScope, row: LocationRow | undefined, missing: string): Promise<WireLocation> {
    if (!row) throw new NotFoundError(missing);
    const [location] = await present([row]);
    return location as WireLocation;
  }

  return {
    present,

    async list(scope: LocationScope, input: ListLocationsInput): Promise<WireList<WireLocation>> {
      const where = filterConditions(input.filter, LOCATION_FILTER_COLUMNS);
      const near = geoPoint(input.lat, input.lng);
      const { rows, total } = await repository.list(scope, { where, page: input.page, pageSize: input.pageSize, near });
      return { data: await present(rows), total, page: input.page, pageSize: input.pageSize };
    },

    async all(scope: LocationScope): Promise<WireList<WireLocation>> {
      const data = await present(await repository.all(scope));
      return { data, total: data.length, page: 1, pageSize: data.length };
    },

    async byId(scope: LocationScope, id: number): Promise<WireLocation> {
      return one(scope, await repository.findOne(scope, byId(id)), `Location ${id} was not found`);
    },

    async bySlug(scope: LocationScope, slug: string): Promise<WireLocation> {
      return one(scope, await repository.findOne(scope, bySlug(slug)), `Location "${slug}" was not found`);
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;

function geoPoint(lat: number | undefined, lng: number | undefined): GeoPoint | undefined {
  if (lat === undefined && lng === undefined) return undefined;
  if (lat === undefined || lng === undefined) {
    throw new BadRequestError('lat and lng must be given together', [lat === undefined ? 'lat is required with lng' : 'lng is required with lat']);
  }
  return { lat, lng };
}
