/**
 * Structured data (schema.org JSON-LD) for the page head: breadcrumbs and restaurants
 * (page head, Restaurant structured data), pure builders. Writing them into their <script> is
 * ./json-ld-script.ts, which every page loads (this file, with its opening hours, only on the server).
 */
import { dropSeconds, WEEKDAYS } from '@/domain/hours';
import type { WireHoursException, WireOpenInterval, WireWorkingHours } from '@/domain/wire/catalog';
import type { JsonLd } from './json-ld-script';

export type { JsonLd } from './json-ld-script';

/** The price range is fixed at $$ and the cuisine is barbecue. */
const PRICE_RANGE = '$$';
const CUISINE = 'Barbecue';

type BreadcrumbLink = { name: string; url: string };

/** A BreadcrumbList, positions from 1; null for an empty trail (nothing to describe). */
export function breadcrumbJsonLd(trail: BreadcrumbLink[]): JsonLd | null {
  if (trail.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** What the restaurant structured data needs of a store (label, image, address, phone, hours, coordinates). */
export type RestaurantFacts = {
  name: string;
  /** The absolute URL of the store page. */
  url: string;
  /** An absolute image URL, or null. */
  image: string | null;
  telephone: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  latitude: number;
  longitude: number;
  /** A weekday entry without `intervals` (an older answer) reads its one opened/closed pair. */
  workingHours: readonly (Omit<WireWorkingHours, 'intervals'> & { intervals?: WireOpenInterval[] })[];
  /** Dated exceptions coming up: closed days and replacement hours. */
  hoursExceptions?: readonly WireHoursException[];
};

const SCHEMA_DAY: Record<WireWorkingHours['day'], string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

const CLOSED_ALL_DAY = { opens: '00:00', closes: '00:00' };

function intervalsOfDay(entry: RestaurantFacts['workingHours'][number]): WireOpenInterval[] {
  if (!entry.active) return [];
  if (entry.intervals) return entry.intervals;
  return entry.opened && entry.closed ? [{ opened: entry.opened, closed: entry.closed }] : [];
}

const clock = (interval: WireOpenInterval) => ({ opens: dropSeconds(interval.opened), closes: dropSeconds(interval.closed) });

/**
 * One specification per open interval of each day, Monday first (a lunch gap gives two for the
 * day). Times drop their seconds; an inactive or missing day is closed, which schema.org writes as
 * opens = closes = 00:00. A day open by appointment only has no regular hours and is left out.
 * Each dated exception follows, valid from and through its date: closed all day, or one
 * specification per replacement interval.
 */
export function openingHoursSpecification(
  hours: RestaurantFacts['workingHours'],
  exceptions: readonly WireHoursException[] = [],
): JsonLd[] {
  const weekly = WEEKDAYS.flatMap((day) => {
    const entry = hours.find((candidate) => candidate.day === day);
    if (entry?.byAppointmentOnly) return [];
    const intervals = entry ? intervalsOfDay(entry) : [];
    const times = intervals.length > 0 ? intervals.map(clock) : [CLOSED_ALL_DAY];
    return times.map((time) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAY[day], ...time }));
  });
  const dated = exceptions.flatMap((exception) => {
    const times = exception.closed || exception.intervals.length === 0 ? [CLOSED_ALL_DAY] : exception.intervals.map(clock);
    return times.map((time) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: exception.date,
      validThrough: exception.date,
      ...time,
    }));
  });
  return [...weekly, ...dated];
}

function restaurantNode(store: RestaurantFacts): JsonLd {
  return {
    '@type': 'Restaurant',
    name: store.name,
    url: store.url,
    ...(store.image ? { image: store.image } : {}),
    telephone: store.telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address.street,
      addressLocality: store.address.city,
      addressRegion: store.address.region,
      postalCode: store.address.postalCode,
      addressCountry: store.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: openingHoursSpecification(store.workingHours, store.hoursExceptions),
    priceRange: PRICE_RANGE,
    servesCuisine: CUISINE,
  };
}

/** One restaurant gives one object, several give a list; none gives null. */
export function restaurantJsonLd(stores: readonly RestaurantFacts[]): JsonLd | JsonLd[] | null {
  if (stores.length === 0) return null;
  const nodes = stores.map((store) => ({ '@context': 'https://schema.org', ...restaurantNode(store) }));
  return nodes.length === 1 ? (nodes[0] as JsonLd) : nodes;
}
