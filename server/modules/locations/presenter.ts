/** Location rows → WireLocation (domain/wire/catalog.ts), field by field. */
import { WEEKDAYS } from '@/domain/hours';
import { isOpenAt, upcomingExceptions } from '@/domain/ordering/store-hours';
import { slotClock } from '@/domain/ordering/timeslots';
import type { WireHoursException, WireLocation, WireWorkingHours } from '@/domain/wire/catalog';
import type { ExceptionRow, HoursRow, LocationRow } from './repository';
import { presentStoreAddress } from './store-summary';

/** How far ahead a location's answer lists its dated exceptions. */
export const UPCOMING_EXCEPTION_DAYS = 60;

const seconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/**
 * Monday..Sunday, always seven entries: a day without an active row is Closed. `intervals` holds
 * every active interval in opening order; `opened`/`closed` repeat the first for older readers.
 */
export function presentWorkingHours(rows: readonly HoursRow[]): WireWorkingHours[] {
  return WEEKDAYS.map((day, index) => {
    const weekday = index + 1;
    const ofDay = rows.filter((entry) => entry.weekday === weekday).sort((a, b) => a.interval - b.interval);
    const open = ofDay.filter((entry) => entry.active && entry.opened && entry.closed);
    const first = open[0] ?? ofDay[0];
    return {
      weekday,
      day,
      active: open.length > 0,
      opened: first?.opened ?? null,
      closed: first?.closed ?? null,
      byAppointmentOnly: ofDay.some((entry) => entry.byAppointmentOnly),
      intervals: open.map((entry) => ({ opened: entry.opened as string, closed: entry.closed as string })),
    };
  });
}

/** The store's exceptions from its local today for the coming weeks, in date order. */
export function presentHoursExceptions(rows: readonly ExceptionRow[], timeZone: string, now: Date): WireHoursException[] {
  const today = slotClock(now.getTime(), timeZone).date;
  return upcomingExceptions(rows, today, UPCOMING_EXCEPTION_DAYS).map((row) => ({
    date: row.date,
    closed: row.intervals.length === 0,
    intervals: row.intervals.map((interval) => ({ opened: seconds(interval.opened), closed: seconds(interval.closed) })),
    occasion: row.occasion,
    note: row.note,
  }));
}

/** Whether the store is inside one of its open intervals at `now`, exceptions included. */
export function openNowOf(timeZone: string, hours: readonly HoursRow[], exceptions: readonly ExceptionRow[], now: Date): boolean {
  return isOpenAt({ timeZone, hours, exceptions: exceptions.map(({ date, intervals }) => ({ date, intervals })) }, now);
}

export function presentLocation(
  row: LocationRow,
  hours: readonly HoursRow[],
  exceptions: readonly ExceptionRow[] = [],
  now: Date = new Date(),
): WireLocation {
  const wire: WireLocation = {
    id: row.id,
    slug: row.slug,
    brandId: row.brandId,
    countryCode: row.countryCode,
    currency: row.currency.toUpperCase(),
    label: row.title,
    title: row.title,
    subtitle: row.subtitle,
    localTitle: row.localTitle,
    phone: row.phone,
    address: presentStoreAddress(row),
    timeZone: row.timeZone,
    workingHours: presentWorkingHours(hours),
    hoursExceptions: presentHoursExceptions(exceptions, row.timeZone, now),
    openNow: openNowOf(row.timeZone, hours, exceptions, now),
    socialNetworks: row.socialNetworks.map(({ network, url }) => ({ network, url })),
    deliveryPartners: row.deliveryPartners.map(({ name, url }) => ({ name, url })),
    onlineOrdering: row.onlineOrdering,
    acceptingOrders: row.acceptingOrders,
    image: row.imageUrl ? { url: row.imageUrl } : null,
  };
  if (row.distanceKm !== null && row.distanceKm !== undefined) wire.distanceKm = Math.round(row.distanceKm * 100) / 100;
  return wire;
}
