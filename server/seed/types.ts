/**
 * Shapes of the demo chain's seed data (its menus are in content/menus). Data files are plain typed arrays of these;
 * the loaders turn them into rows.
 */
import type { CountryCode } from '@/domain/markets';
import type { Database } from '@/server/db/client';
import type { BrandConfig, DeliveryPartner } from '@/server/db/schema';

/** The database the seed writes to (PGlite or node-postgres); a transaction is one too. */
export type SeedDb = Database;

export type BrandSeed = {
  id: number;
  folderPath: string;
  metaTitle: string;
  title: string;
  shortTitle: string;
  webUrl: string;
  config: BrandConfig;
  /** The money received an order needs to count toward rewards, in the brand's currency. */
  rewardMinimumAmount: string;
  /** Open and paid orders one guest may hold in one time slot (null: no cap). */
  guestSlotOrderCap: number | null;
  /** Orders paid above this total by a guest or a new account wait for staff review (null: no holds). */
  reviewHoldThreshold: string | null;
};

export type StateSeed = {
  country: CountryCode;
  /** Postal abbreviation or ISO 3166-2 subdivision code: TX, ON, 13, DU. */
  label: string;
  name: string;
};

export type CitySeed = {
  country: CountryCode;
  state: string;
  name: string;
  /** The name in the market's script ('大阪市'). */
  localName?: string;
  timeZone: string;
  /** Combined sales-tax rate as a decimal string: '0.08250'. */
  taxRate: string;
};

export type HoursPlan =
  | 'standard'
  | 'late-weekend'
  | 'closed-sunday'
  | 'closed-monday'
  | 'short-sunday'
  | 'catering-kitchen'
  | 'mall'
  | 'late-night'
  | 'friday-evening'
  | 'lunch-gap';

/** One day of a plan: one interval, or several (a lunch gap) in opening order. */
export type DayPlan = DayHours | readonly DayHours[];

export type DayHours = {
  active: boolean;
  /** 'HH:MM' in the store's own time zone. */
  opened?: string;
  closed?: string;
  byAppointmentOnly?: boolean;
};

export type StoreArt = 'roadhouse' | 'urban' | 'strip-center' | 'mall' | 'catering-kitchen' | 'drive-thru';

export type StoreSeed = {
  slug: string;
  country: CountryCode;
  state: string;
  city: string;
  title: string;
  subtitle?: string;
  /** The name in the market's script where the brand gives one ('梅田'). */
  localTitle?: string;
  address: string;
  /** The street part and the city or ward in the market's script ('北区梅田1-9-20', '大阪市'). */
  localAddress?: string;
  localCity?: string;
  /** The colonia (Mexico) or bairro (Brazil) the address names. */
  district?: string;
  zip: string;
  latitude: number;
  longitude: number;
  phone: string;
  hours: HoursPlan;
  art: StoreArt;
  /** Defaults to the country's online-ordering flag. */
  onlineOrdering?: boolean;
  /** Defaults to true; false = offers online ordering but is not taking orders right now. */
  acceptingOrders?: boolean;
  /** Regional price factor over the country price, e.g. '1.04'. Defaults to '1'. */
  priceAdjust?: string;
  /** Item slugs this store does not sell right now. */
  unavailable?: readonly string[];
  deliveryPartners?: readonly DeliveryPartner[];
};

/** How a country's prices derive from the USD reference price. */
export type PriceRule = {
  /** Multiplier from USD to the local currency (and local price level). */
  factor: string;
  /** Local prices are rounded to a multiple of this: '0.01', '10'. */
  step: string;
};
