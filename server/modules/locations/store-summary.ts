/**
 * A store as orders, confirmations and the location pages show it: the columns to select (with
 * the store's state, city and country joined) and the presenter of its address block.
 */
import type { CountryCode } from '@/domain/markets';
import type { WireAddress } from '@/domain/wire/catalog';
import type { WireOrderLocation } from '@/domain/wire/orders';
import { cities, countries, locations, states } from '@/server/db/schema';

/** The store's country: alpha-2 in upper case, as stored and as the wire carries it. */
export const countryCodeColumn = countries.code;

/** Select these from `locations` joined with its `states`, `cities` and `countries` rows. */
export const storeSummaryColumns = {
  id: locations.id,
  slug: locations.slug,
  title: locations.title,
  phone: locations.phone,
  address: locations.address,
  zip: locations.zip,
  latitude: locations.latitude,
  longitude: locations.longitude,
  timeZone: locations.timeZone,
  stateLabel: states.label,
  stateName: states.name,
  stateSlug: states.slug,
  cityName: cities.name,
  citySlug: cities.slug,
  countryCode: countryCodeColumn,
};

export type StoreSummaryRow = {
  id: number;
  slug: string;
  title: string;
  phone: string;
  address: string;
  zip: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  stateLabel: string;
  stateName: string;
  stateSlug: string;
  cityName: string;
  citySlug: string;
  countryCode: CountryCode;
};

type AddressRow = Pick<StoreSummaryRow, 'address' | 'zip' | 'latitude' | 'longitude' | 'stateLabel' | 'stateName' | 'stateSlug' | 'cityName' | 'citySlug'>;

export function presentStoreAddress(row: AddressRow): WireAddress {
  return {
    address: row.address,
    city: row.cityName,
    citySlug: row.citySlug,
    state: { label: row.stateLabel, name: row.stateName, slug: row.stateSlug },
    zip: row.zip,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export function presentStoreSummary(row: StoreSummaryRow): WireOrderLocation {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    phone: row.phone,
    address: presentStoreAddress(row),
    timeZone: row.timeZone,
    countryCode: row.countryCode,
  };
}
