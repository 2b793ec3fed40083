/**
 * Offline geocoding of postal codes and city names, from the `zipcodes`
 * package: US ZIP centroids and Canadian FSA centroids (the first three characters of a postal
 * code). An address is placed at its postal code's centroid: an approximation good to a few km
 * in towns, which is what a delivery-radius check of several km needs. No network is used.
 */
import type { ZipCode } from 'zipcodes';

export type GeoPoint = { lat: number; lng: number };
export type PostalCountry = 'US' | 'CA';
export type ParsedPostalCode = { countryCode: PostalCountry; code: string };
export type GeoPlace = GeoPoint & {
  kind: 'postal-code' | 'city';
  /** '78701', 'M5V', 'Austin, TX'. */
  label: string;
  countryCode: PostalCountry;
  /** Postal abbreviation: 'TX', 'ON'. */
  state: string;
  /** A US ZIP code's city ('Dallas'); the Canadian table names districts, not cities, so none there. */
  city?: string;
};

const US_ZIP = /^(\d{5})(?:-?\d{4})?$/;
const CA_POSTAL = /^([A-Z]\d[A-Z])(?:\s*\d[A-Z]\d)?$/;

/** zipcodes spells Canadian provinces in full. */
const PROVINCES: Record<string, string> = {
  Alberta: 'AB', 'British Columbia': 'BC', Manitoba: 'MB', 'New Brunswick': 'NB', 'Newfoundland And Labrador': 'NL',
  'Newfoundland and Labrador': 'NL', 'Nova Scotia': 'NS', 'Northwest Territories': 'NT', Nunavut: 'NU', Ontario: 'ON',
  'Prince Edward Island': 'PE', Quebec: 'QC', Saskatchewan: 'SK', Yukon: 'YT',
};

/**
 * Centroids the package gets wrong, by FSA. K1N is Ottawa's ByWard Market and Lower Town, just
 * east of Parliament; the package places it 20 km away.
 */
const CENTROID_FIXES: Record<string, GeoPoint> = {
  K1N: { lat: 45.4309, lng: -75.6867 },
};

type ZipModule = typeof import('zipcodes');
let zipModule: ZipModule | null = null;

/** Loaded on first use: the tables take about half a second to parse. */
function zipcodes(): ZipModule {
  zipModule ??= require('zipcodes') as ZipModule;
  return zipModule;
}

/** '78701-1234' → US 78701; 'm5v 3l9' → CA M5V; anything else → null. */
export function parsePostalCode(text: string): ParsedPostalCode | null {
  const compact = text.trim().toUpperCase();
  const us = US_ZIP.exec(compact);
  if (us) return { countryCode: 'US', code: us[1]! };
  const ca = CA_POSTAL.exec(compact);
  if (ca) return { countryCode: 'CA', code: ca[1]! };
  return null;
}

function stateOf(entry: ZipCode): string {
  return entry.country === 'Canada' ? (PROVINCES[entry.state] ?? entry.state) : entry.state;
}

/** The centroid of a US ZIP or Canadian FSA; null when unknown or unreadable. */
export function lookupPostalCode(text: string): GeoPlace | null {
  const parsed = parsePostalCode(text);
  if (!parsed) return null;
  const entry = zipcodes().lookup(parsed.code);
  if (!entry) return null;
  const countryCode: PostalCountry = entry.country === 'Canada' ? 'CA' : 'US';
  if (countryCode !== parsed.countryCode) return null;
  const point = CENTROID_FIXES[parsed.code] ?? { lat: entry.latitude, lng: entry.longitude };
  return { kind: 'postal-code', label: parsed.code, countryCode, state: stateOf(entry), ...point, ...(countryCode === 'US' && entry.city ? { city: entry.city } : {}) };
}

let usCities: Map<string, ZipCode[]> | null = null;

function usCityIndex(): Map<string, ZipCode[]> {
  if (usCities) return usCities;
  const index = new Map<string, ZipCode[]>();
  for (const entry of Object.values(zipcodes().codes)) {
    if (entry.country === 'Canada' || !Number.isFinite(entry.latitude)) continue;
    const key = normalizeName(entry.city);
    const list = index.get(key) ?? [];
    list.push(entry);
    index.set(key, list);
  }
  usCities = index;
  return index;
}

/** Lower case, accents and punctuation removed: 'Montréal' and 'montreal' match. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A US city by name ("Austin", "Austin, TX", "austin tx"): the mean of its ZIP centroids.
 * When several states have the city and none is named, the state with the most ZIPs wins.
 */
export function lookupUsCity(text: string): GeoPlace | null {
  const match = /^(.*?)[,\s]+([A-Za-z]{2})$/.exec(text.trim());
  const candidates = match ? [[match[1]!, match[2]!.toUpperCase()] as const, [text, undefined] as const] : [[text, undefined] as const];
  for (const [name, state] of candidates) {
    const entries = (usCityIndex().get(normalizeName(name)) ?? []).filter((entry) => !state || entry.state === state);
    if (entries.length === 0) continue;
    const byState = new Map<string, ZipCode[]>();
    for (const entry of entries) byState.set(entry.state, [...(byState.get(entry.state) ?? []), entry]);
    const [bestState, best] = [...byState.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    const lat = best.reduce((sum, entry) => sum + entry.latitude, 0) / best.length;
    const lng = best.reduce((sum, entry) => sum + entry.longitude, 0) / best.length;
    return { kind: 'city', label: `${best[0]!.city}, ${bestState}`, countryCode: 'US', state: bestState, lat, lng };
  }
  return null;
}

const EARTH_DIAMETER_KM = 12742;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine), the same formula as the SQL in locations/repository.ts. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return EARTH_DIAMETER_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
