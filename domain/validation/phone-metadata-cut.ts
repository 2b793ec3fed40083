/**
 * libphonenumber-js's metadata cut to the countries the brand sells in. The whole table (83 kB,
 * every country) would ride in every form's bundle; the markets' own nine are a few kB. The cut
 * is kept in phone-metadata.json, written by `npm run phone-metadata`, and a test checks it still
 * matches the installed library.
 */
import type { MetadataJson } from 'libphonenumber-js/core';

type Metadata = MetadataJson & { version: number; country_calling_codes: Record<string, string[]>; countries: Record<string, unknown> };

export function cutMetadata(full: Metadata, countries: readonly string[]): Metadata {
  const kept = new Set(countries);
  const callingCodes = Object.entries(full.country_calling_codes).flatMap(([code, owners]) => {
    // The first country of a calling code is its main one (the US for +1), so the order is kept.
    const ours = owners.filter((owner) => kept.has(owner));
    return ours.length > 0 ? [[code, ours] as const] : [];
  });
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(Object.entries(full.countries).filter(([country]) => kept.has(country))),
  } as Metadata;
}
