/** Two finder results of the demo chain, for the store map's tests. Not used by the app. */
import type { StoreMatch } from '@/lib/api/ordering-view';

function match(id: number, title: string, latitude: number, longitude: number): StoreMatch {
  return {
    id,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    brandId: 4,
    countryCode: 'US',
    currency: 'USD',
    label: title,
    title,
    subtitle: null,
    phone: '(817) 555-0105',
    address: {
      address: '6015 Camp Bowie Blvd',
      city: 'Fort Worth',
      citySlug: 'fort-worth',
      state: { label: 'TX', name: 'Texas', slug: 'texas' },
      zip: '76116',
      latitude,
      longitude,
    },
    timeZone: 'America/Chicago',
    workingHours: [],
    hoursExceptions: [],
    openNow: true,
    socialNetworks: [],
    deliveryPartners: [],
    onlineOrdering: true,
    acceptingOrders: true,
    image: null,
    distanceKm: 2.5,
    orderable: true,
    deliveryRadiusKm: 8,
  };
}

export const CAMP_BOWIE = match(5, 'Camp Bowie', 32.73, -97.41);
export const DEEP_ELLUM = match(6, 'Deep Ellum', 32.78, -96.78);
