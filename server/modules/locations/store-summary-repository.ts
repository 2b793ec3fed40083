/** The columns of a store as orders, confirmations and the location pages show it (./store-summary). */
import { cities, countries, locations, states } from '@/server/db/schema';

/** Select these from `locations` joined with its `states`, `cities` and `countries` rows. */
export const storeSummaryColumns = {
  id: locations.id,
  slug: locations.slug,
  title: locations.title,
  localTitle: locations.localTitle,
  phone: locations.phone,
  address: locations.address,
  localAddress: locations.localAddress,
  localCity: locations.localCity,
  district: locations.district,
  zip: locations.zip,
  latitude: locations.latitude,
  longitude: locations.longitude,
  timeZone: locations.timeZone,
  stateLabel: states.label,
  stateName: states.name,
  stateSlug: states.slug,
  cityName: cities.name,
  citySlug: cities.slug,
  /** The store's country: alpha-2 in upper case, as stored and as the wire carries it. */
  countryCode: countries.code,
};
