/**
 * Structured data (schema.org JSON-LD) for the page head: breadcrumbs and restaurants
 * (page head, Restaurant structured data). Pure builders plus the one serialiser
 * that makes the JSON safe inside a <script> element.
 */
import { dropSeconds, WEEKDAYS } from '@/domain/hours';
import type { WireWorkingHours } from '@/domain/wire/catalog';

export type JsonLd = Record<string, unknown>;

/** The price range is fixed at $$ and the cuisine is barbecue. */
export const PRICE_RANGE = '$$';
export const CUISINE = 'Barbecue';

/**
 * JSON for a <script type="application/ld+json">: every '<' becomes \u003c, so no text inside
 * (a store name, a post title) can close the script element ('</script>') or open a comment.
 * U+2028 and U+2029 are escaped too. The result parses back to the same value.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export type BreadcrumbLink = { name: string; url: string };

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
  workingHours: readonly WireWorkingHours[];
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

/**
 * One specification per day, Monday first. Times drop their seconds; an inactive or
 * missing day is closed, which schema.org writes as opens = closes = 00:00. A day open by
 * appointment only has no regular hours and is left out.
 */
export function openingHoursSpecification(hours: readonly WireWorkingHours[]): JsonLd[] {
  return WEEKDAYS.flatMap((day) => {
    const entry = hours.find((candidate) => candidate.day === day);
    if (entry?.byAppointmentOnly) return [];
    const open = entry?.active && entry.opened && entry.closed;
    return [{
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAY[day],
      opens: open ? dropSeconds(entry.opened as string) : '00:00',
      closes: open ? dropSeconds(entry.closed as string) : '00:00',
    }];
  });
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
    openingHoursSpecification: openingHoursSpecification(store.workingHours),
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
