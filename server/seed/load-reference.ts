/** Brands and countries: fixed ids, inserted when missing. */
import { brands, countries } from '@/server/db/schema';
import { BRANDS } from './data/brands';
import { COUNTRY_ROWS } from './data/countries';
import type { SeedDb } from './types';

export async function loadReference(tx: SeedDb): Promise<void> {
  await tx
    .insert(brands)
    .values(BRANDS.map((brand) => ({ ...brand })))
    .onConflictDoNothing();
  await tx.insert(countries).values(COUNTRY_ROWS).onConflictDoNothing();
}
