/** Locations of the main brand with their weekly hours; keyed by (brand, slug). */
import { eq } from 'drizzle-orm';
import { COUNTRIES } from '@/domain/markets';
import { locationHours, locationHoursExceptions, locations } from '@/server/db/schema';
import { MAIN_BRAND_ID } from './data/brands';
import { HOURS } from './data/hours';
import { exceptionsOf } from './data/hours-exceptions';
import type { PlaceIds } from './load-places';
import { cityOf, onlineOrderingOf, socialNetworksOf, STORES, storeImageUrl } from './stores';
import { chunk, idOf } from './rows';
import type { DayHours, SeedDb, StoreSeed } from './types';

function locationRow(store: StoreSeed, places: PlaceIds) {
  const city = cityOf(store);
  return {
    brandId: MAIN_BRAND_ID,
    countryId: COUNTRIES[store.country].id,
    stateId: places.stateId(store.country, store.state),
    cityId: places.cityId(store.country, store.state, store.city),
    slug: store.slug,
    title: store.title,
    subtitle: store.subtitle ?? null,
    localTitle: store.localTitle ?? null,
    phone: store.phone,
    address: store.address,
    localAddress: store.localAddress ?? null,
    localCity: store.localCity ?? null,
    district: store.district ?? null,
    zip: store.zip,
    latitude: store.latitude,
    longitude: store.longitude,
    timeZone: city.timeZone,
    taxRate: city.taxRate,
    onlineOrdering: onlineOrderingOf(store),
    acceptingOrders: store.acceptingOrders ?? true,
    imageUrl: storeImageUrl(store),
    socialNetworks: socialNetworksOf(store),
    deliveryPartners: [...(store.deliveryPartners ?? [])],
  };
}

const seconds = (time: string | undefined) => (time ? `${time}:00` : null);

function hoursRows(store: StoreSeed, locationId: number) {
  return HOURS[store.hours].flatMap((plan, index) => {
    const intervals = Array.isArray(plan) ? plan : [plan];
    return intervals.map((day: DayHours, interval) => ({
      locationId,
      weekday: index + 1,
      interval,
      active: day.active,
      opened: seconds(day.opened),
      closed: seconds(day.closed),
      byAppointmentOnly: day.byAppointmentOnly ?? false,
    }));
  });
}

/** Exceptions of this year and the next, so the coming holidays are always seeded. */
function exceptionRows(store: StoreSeed, locationId: number, now: Date) {
  const year = now.getUTCFullYear();
  return exceptionsOf(store, [year, year + 1]).map((exception) => ({ locationId, ...exception }));
}

/** Returns the id of every seeded store by slug. */
export async function loadLocations(tx: SeedDb, places: PlaceIds): Promise<Map<string, number>> {
  await tx
    .insert(locations)
    .values(STORES.map((store) => locationRow(store, places)))
    .onConflictDoNothing();
  const rows = await tx.select({ id: locations.id, slug: locations.slug }).from(locations).where(eq(locations.brandId, MAIN_BRAND_ID));
  const ids = new Map(rows.map((row) => [row.slug, row.id]));

  const hours = STORES.flatMap((store) => hoursRows(store, idOf(ids, store.slug, 'location')));
  for (const batch of chunk(hours, 500)) {
    await tx.insert(locationHours).values(batch).onConflictDoNothing();
  }
  const exceptions = STORES.flatMap((store) => exceptionRows(store, idOf(ids, store.slug, 'location'), new Date()));
  for (const batch of chunk(exceptions, 500)) {
    await tx.insert(locationHoursExceptions).values(batch).onConflictDoNothing();
  }
  return ids;
}
