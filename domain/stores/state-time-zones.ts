/**
 * The time zone the Stores screen suggests for a new store in a state where the brand has no store
 * yet (where it has some, the zone most of them keep wins): the zone most of the state's people
 * live in, as an IANA name. A state split between zones (Texas's El Paso, Florida's panhandle,
 * Ontario's northwest) gets its main one; the admin corrects the rare store on the other side.
 * Keyed by country code and the state's label as the reference data writes it (TX, QC, 13).
 */
import type { CountryCode } from '@/domain/markets';

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

const US: Record<string, string> = {
  AL: CENTRAL, AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: CENTRAL, CA: PACIFIC, CO: MOUNTAIN, CT: EASTERN,
  DE: EASTERN, DC: EASTERN, FL: EASTERN, GA: EASTERN, HI: 'Pacific/Honolulu', ID: 'America/Boise', IL: CENTRAL,
  IN: 'America/Indiana/Indianapolis', IA: CENTRAL, KS: CENTRAL, KY: EASTERN, LA: CENTRAL, ME: EASTERN, MD: EASTERN,
  MA: EASTERN, MI: 'America/Detroit', MN: CENTRAL, MS: CENTRAL, MO: CENTRAL, MT: MOUNTAIN, NE: CENTRAL, NV: PACIFIC,
  NH: EASTERN, NJ: EASTERN, NM: MOUNTAIN, NY: EASTERN, NC: EASTERN, ND: CENTRAL, OH: EASTERN, OK: CENTRAL, OR: PACIFIC,
  PA: EASTERN, RI: EASTERN, SC: EASTERN, SD: CENTRAL, TN: CENTRAL, TX: CENTRAL, UT: MOUNTAIN, VT: EASTERN, VA: EASTERN,
  WA: PACIFIC, WV: EASTERN, WI: CENTRAL, WY: MOUNTAIN,
};

const CA: Record<string, string> = {
  AB: 'America/Edmonton', BC: 'America/Vancouver', MB: 'America/Winnipeg', NB: 'America/Moncton', NL: 'America/St_Johns',
  NS: 'America/Halifax', NT: 'America/Yellowknife', NU: 'America/Iqaluit', ON: 'America/Toronto', PE: 'America/Halifax',
  QC: 'America/Toronto', SK: 'America/Regina', YT: 'America/Whitehorse',
};

/** The states of the markets whose states keep several zones, where the brand may add stores. */
const MX: Record<string, string> = { NLE: 'America/Monterrey' };
const BR: Record<string, string> = { SP: 'America/Sao_Paulo' };

/** Countries that keep one zone everywhere. */
const WHOLE_COUNTRY: Partial<Record<CountryCode, string>> = {
  JP: 'Asia/Tokyo',
  AE: 'Asia/Dubai',
  EG: 'Africa/Cairo',
  PK: 'Asia/Karachi',
  PH: 'Asia/Manila',
};

/** Every state label with a zone of its own, by country (tests check each is a zone the runtime knows). */
export const STATES_WITH_ZONES = { US: Object.keys(US), CA: Object.keys(CA), MX: Object.keys(MX), BR: Object.keys(BR) } as const;

/** The zone to suggest for a new store in `stateLabel` of `country`, or null when none is known. */
export function stateTimeZone(country: CountryCode, stateLabel: string): string | null {
  const label = stateLabel.trim().toUpperCase();
  if (country === 'US') return US[label] ?? null;
  if (country === 'CA') return CA[label] ?? null;
  if (country === 'MX') return MX[label] ?? null;
  if (country === 'BR') return BR[label] ?? null;
  return WHOLE_COUNTRY[country] ?? null;
}
