/**
 * A store as orders, confirmations and the location pages show it: its row (the columns are in
 * ./store-summary-repository, with the store's state, city and country joined) and the presenter
 * of its address block.
 */
import type { CountryCode } from '@/domain/markets';
import type { WireAddress } from '@/domain/wire/catalog';
import type { WireOrderLocation } from '@/domain/wire/orders';

export type StoreSummaryRow = {
  id: number;
  slug: string;
  title: string;
  localTitle: string | null;
  phone: string;
  address: string;
  localAddress: string | null;
  localCity: string | null;
  district: string | null;
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

type AddressRow = Pick<StoreSummaryRow, 'address' | 'localAddress' | 'localCity' | 'district' | 'zip' | 'latitude' | 'longitude' | 'stateLabel' | 'stateName' | 'stateSlug' | 'cityName' | 'citySlug'>;

export function presentStoreAddress(row: AddressRow): WireAddress {
  return {
    address: row.address,
    city: row.cityName,
    citySlug: row.citySlug,
    state: { label: row.stateLabel, name: row.stateName, slug: row.stateSlug },
    zip: row.zip,
    latitude: row.latitude,
    longitude: row.longitude,
    district: row.district,
    local: row.localAddress && row.localCity ? { address: row.localAddress, city: row.localCity } : null,
  };
}

export function presentStoreSummary(row: StoreSummaryRow): WireOrderLocation {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    localTitle: row.localTitle,
    phone: row.phone,
    address: presentStoreAddress(row),
    timeZone: row.timeZone,
    countryCode: row.countryCode,
  };
}
