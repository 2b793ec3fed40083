/** States of every market, and cities of every store, keyed by natural keys (country + label, state + slug). */
import { inArray } from 'drizzle-orm';
import { COUNTRIES, type CountryCode } from '@/domain/markets';
import { cities, states } from '@/server/db/schema';
import { CITIES, STATES } from './data/places';
import { slugify } from './text';
import type { SeedDb } from './types';

export type PlaceIds = {
  stateId(country: CountryCode, label: string): number;
  cityId(country: CountryCode, state: string, name: string): number;
};

const stateKey = (countryId: number, label: string) => `${countryId}/${label}`;
const cityKey = (stateId: number, slug: string) => `${stateId}/${slug}`;

const stateRows = () =>
  STATES.map((state) => ({
    countryId: COUNTRIES[state.country].id,
    label: state.label,
    name: state.name,
    slug: slugify(state.name),
  }));

/** The states and provinces of every market: reference data every chain needs (addresses, store pages). */
export async function loadStates(tx: SeedDb): Promise<void> {
  await tx.insert(states).values(stateRows()).onConflictDoNothing();
}

export async function loadPlaces(tx: SeedDb): Promise<PlaceIds> {
  await loadStates(tx);
  const countryIds = [...new Set(stateRows().map((row) => row.countryId))];
  const stateIds = new Map<string, number>();
  for (const row of await tx.select().from(states).where(inArray(states.countryId, countryIds))) {
    stateIds.set(stateKey(row.countryId, row.label), row.id);
  }
  const stateId = (country: CountryCode, label: string): number => {
    const id = stateIds.get(stateKey(COUNTRIES[country].id, label));
    if (id === undefined) throw new Error(`Seed data names state "${label}" in "${country}", which is not in STATES`);
    return id;
  };

  const cityRows = CITIES.map((city) => ({ stateId: stateId(city.country, city.state), name: city.name, slug: slugify(city.name), localName: city.localName ?? null }));
  await tx.insert(cities).values(cityRows).onConflictDoNothing();
  const cityIds = new Map<string, number>();
  for (const row of await tx.select().from(cities).where(inArray(cities.stateId, [...stateIds.values()]))) {
    cityIds.set(cityKey(row.stateId, row.slug), row.id);
  }
  const cityId = (country: CountryCode, state: string, name: string): number => {
    const id = cityIds.get(cityKey(stateId(country, state), slugify(name)));
    if (id === undefined) throw new Error(`Seed data names city "${name}" in "${state}", which is not in CITIES`);
    return id;
  };
  return { stateId, cityId };
}
