/** Location rows → WireLocation (domain/wire/catalog.ts), field by field. */
import { WEEKDAYS } from '@/domain/hours';
import type { WireLocation, WireWorkingHours } from '@/domain/wire/catalog';
import type { HoursRow, LocationRow } from './repository';
import { presentStoreAddress } from './store-summary';

/** Monday..Sunday, always seven entries: a day without a row is Closed. */
export function presentWorkingHours(rows: readonly HoursRow[]): WireWorkingHours[] {
  return WEEKDAYS.map((day, index) => {
    const weekday = index + 1;
    const row = rows.find((entry) => entry.weekday === weekday);
    return {
      weekday,
      day,
      active: row?.active ?? false,
      opened: row?.opened ?? null,
      closed: row?.closed ?? null,
      byAppointmentOnly: row?.byAppointmentOnly ?? false,
    };
  });
}

export function presentLocation(row: LocationRow, hours: readonly HoursRow[]): WireLocation {
  const wire: WireLocation = {
    id: row.id,
    slug: row.slug,
    brandId: row.brandId,
    countryCode: row.countryCode,
    currency: row.currency.toUpperCase(),
    label: row.title,
    title: row.title,
    subtitle: row.subtitle,
    phone: row.phone,
    address: presentStoreAddress(row),
    timeZone: row.timeZone,
    workingHours: presentWorkingHours(hours),
    socialNetworks: row.socialNetworks.map(({ network, url }) => ({ network, url })),
    deliveryPartners: row.deliveryPartners.map(({ name, url }) => ({ name, url })),
    onlineOrdering: row.onlineOrdering,
    acceptingOrders: row.acceptingOrders,
    image: row.imageUrl ? { url: row.imageUrl } : null,
  };
  if (row.distanceKm !== null && row.distanceKm !== undefined) wire.distanceKm = Math.round(row.distanceKm * 100) / 100;
  return wire;
}
