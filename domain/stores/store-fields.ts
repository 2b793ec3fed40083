/**
 * A store as the Stores screen and the admin API take it, with its limits defined once: the form
 * checks with these rules and the API's schemas and use cases take the same ones, so they accept
 * and refuse the same values. Limits never exceed the database column.
 */
import { MAKE_LIMITS } from '@/domain/kitchen/make-load';
import type { CountryCode } from '@/domain/markets';
import { STORE_LEAD_MINUTES } from '@/domain/ordering/handoff-availability';
import { HANDOFF_IDS, ORDER_CATEGORY_IDS, isCateringCategory, type HandoffId, type OrderCategoryId } from '@/domain/ordering/handoffs';
import { isPostalCode, isValidPhone } from '@/domain/validation/patterns';
import type { StoreMessageName } from './messages';
import { isStoreSlug, STORE_SLUG_MAX } from './slug';

export const STORE_FIELDS = {
  title: { max: 120 },
  slug: { max: STORE_SLUG_MAX },
  address: { max: 200 },
  city: { max: 80 },
  localTitle: { max: 120 },
  localAddress: { max: 200 },
  localCity: { max: 80 },
  district: { max: 120 },
  zip: { max: 16 },
  phone: { max: 32 },
  timeZone: { max: 64 },
  taxPercent: { max: 8 },
  linkUrl: { max: 300 },
  partnerName: { max: 60 },
} as const;

export const STORE_LIMITS = {
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  /** Percent of the pre-tax amount. */
  taxPercent: { min: 0, max: 30, decimals: 3 },
  deliveryRadiusKm: { min: 0, max: 100 },
  slotCapacity: { min: 1, max: 200 },
  makeCapacityMinutes: MAKE_LIMITS.capacityMinutes,
  leadMinutes: STORE_LEAD_MINUTES,
  socialNetworks: 5,
  deliveryPartners: 5,
  menus: 50,
} as const;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'tiktok', 'youtube'] as const;
export type SocialNetworkName = (typeof SOCIAL_NETWORKS)[number];

export type StoreLink = { network: SocialNetworkName; url: string };
export type StorePartner = { name: string; url: string };

/** Name, place, contact, links and menus: what only a brand admin sets. */
export type StoreDetails = {
  title: string;
  slug: string;
  address: string;
  city: string;
  stateId: number;
  zip: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  phone: string;
  /** '8.25' for 8.25 %. */
  taxPercent: string;
  socialNetworks: StoreLink[];
  deliveryPartners: StorePartner[];
  menuIds: number[];
  /**
   * The name, street and city or ward in the market's script ('梅田', '北区梅田1-9-20', '大阪市'),
   * and the colonia or bairro the address names; empty for none. Left out of a request: unchanged.
   */
  localTitle?: string;
  localAddress?: string;
  localCity?: string;
  district?: string;
};

/** A handoff as the store offers it; a null lead time is the handoff's standard one. */
export type StoreHandoffChoice = { handoffId: HandoffId; offered: boolean; leadMinutes: number | null };

/**
 * How the store takes orders: what a store manager may set for their own stores too. The
 * delivery radius is per menu type: `deliveryRadiusKm` for everyday orders (and any other menu
 * without its own), `cateringRadiusKm` for catering and quote orders; 0 delivers none.
 */
export type StoreOrdering = {
  onlineOrdering: boolean;
  handoffs: StoreHandoffChoice[];
  deliveryRadiusKm: number;
  cateringRadiusKm: number;
  slotCapacity: number;
  /** Make-minutes the kitchen can start per 15-minute slot (domain/kitchen/make-load.ts); left out: unchanged (90 for a new store). */
  makeCapacityMinutes?: number;
};

/** The menu types `cateringRadiusKm` is for: catering and quote orders (isCateringCategory). */
export const CATERING_RADIUS_CATEGORIES: readonly OrderCategoryId[] = ORDER_CATEGORY_IDS.filter(isCateringCategory);

export type StoreProblem = { field: string; name: StoreMessageName };

const LINK = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/;
const PERCENT = /^\d{1,2}(?:\.\d{1,3})?$/;

export function isStoreLink(url: string): boolean {
  return url.length <= STORE_FIELDS.linkUrl.max && LINK.test(url);
}

/** An IANA time zone name the platform knows (America/Chicago, Europe/Paris, UTC). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > STORE_FIELDS.timeZone.max || !/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function isTaxPercent(text: string): boolean {
  if (!PERCENT.test(text)) return false;
  const [whole, decimals = ''] = text.split('.');
  const hundredths = Number(whole) * 1000 + Number(decimals.padEnd(3, '0'));
  return hundredths <= STORE_LIMITS.taxPercent.max * 1000;
}

const within = (value: number, range: { min: number; max: number }) => Number.isFinite(value) && value >= range.min && value <= range.max;

/** Whether a text is a phone number dialled from a country (domain/validation/phones.ts's isPhoneOf; the form fetches it on first use). */
export type PhoneCheck = (country: CountryCode, text: string) => boolean;

/**
 * Every problem of the details, in the form's order; `country` is the chosen state's (for the
 * postal code and the phone, judged by `isPhone`).
 */
export function storeDetailsProblems(details: StoreDetails, country: CountryCode | null, isPhone: PhoneCheck): StoreProblem[] {
  const problems: StoreProblem[] = [];
  const add = (field: string, name: StoreMessageName) => problems.push({ field, name });
  if (details.title.trim() === '') add('title', 'titleRequired');
  if (!isStoreSlug(details.slug)) add('slug', 'slugInvalid');
  if (details.address.trim() === '') add('address', 'addressRequired');
  if (details.city.trim() === '') add('city', 'cityRequired');
  if (country && !isPostalCode(country, details.zip.trim())) add('zip', 'zipInvalid');
  if (!within(details.latitude, STORE_LIMITS.latitude)) add('latitude', 'latitudeInvalid');
  if (!within(details.longitude, STORE_LIMITS.longitude)) add('longitude', 'longitudeInvalid');
  if (!isTimeZone(details.timeZone.trim())) add('timeZone', 'timeZoneInvalid');
  // A store's number is written as its country dials it (06-5555-0163 in Osaka); before a state is chosen, the general rule.
  if (country ? !isPhone(country, details.phone) : !isValidPhone(details.phone)) add('phone', 'phoneInvalid');
  if (!isTaxPercent(details.taxPercent.trim())) add('taxPercent', 'taxRateInvalid');
  details.socialNetworks.forEach((link, index) => {
    if (!isStoreLink(link.url.trim())) add(`socialNetworks.${index}`, 'linkInvalid');
  });
  details.deliveryPartners.forEach((partner, index) => {
    if (partner.name.trim() === '') add(`deliveryPartners.${index}`, 'partnerNameRequired');
    else if (!isStoreLink(partner.url.trim())) add(`deliveryPartners.${index}`, 'linkInvalid');
  });
  return problems;
}

/** Every problem of the ordering settings. */
export function storeOrderingProblems(ordering: StoreOrdering): StoreProblem[] {
  const problems: StoreProblem[] = [];
  if (!within(ordering.deliveryRadiusKm, STORE_LIMITS.deliveryRadiusKm)) problems.push({ field: 'deliveryRadiusKm', name: 'radiusInvalid' });
  if (!within(ordering.cateringRadiusKm, STORE_LIMITS.deliveryRadiusKm)) problems.push({ field: 'cateringRadiusKm', name: 'radiusInvalid' });
  if (!Number.isInteger(ordering.slotCapacity) || !within(ordering.slotCapacity, STORE_LIMITS.slotCapacity)) problems.push({ field: 'slotCapacity', name: 'slotCapacityInvalid' });
  const make = ordering.makeCapacityMinutes;
  if (make !== undefined && (!Number.isInteger(make) || !within(make, STORE_LIMITS.makeCapacityMinutes))) problems.push({ field: 'makeCapacityMinutes', name: 'makeCapacityInvalid' });
  for (const handoff of ordering.handoffs) {
    const lead = handoff.leadMinutes;
    if (lead !== null && (!Number.isInteger(lead) || !within(lead, STORE_LIMITS.leadMinutes))) problems.push({ field: `lead.${handoff.handoffId}`, name: 'leadMinutesInvalid' });
  }
  if (!ordering.handoffs.some((handoff) => handoff.offered)) problems.push({ field: 'handoffs', name: 'handoffRequired' });
  return problems;
}

/** Every handoff once, in the platform's order, a missing one as not offered. */
export function everyHandoff(choices: readonly StoreHandoffChoice[]): StoreHandoffChoice[] {
  return HANDOFF_IDS.map((handoffId) => choices.find((choice) => choice.handoffId === handoffId) ?? { handoffId, offered: false, leadMinutes: null });
}
