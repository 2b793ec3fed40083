/**
 * Shapes of the demo chain's seed data. Data files are plain typed arrays of these;
 * the loaders turn them into rows.
 */
import type { CountryCode } from '@/domain/markets';
import type { Database } from '@/server/db/client';
import type { BrandConfig, DeliveryPartner } from '@/server/db/schema';

/** The database the seed writes to (PGlite or node-postgres); a transaction is one too. */
export type SeedDb = Database;

/** A translated text: [title, description?]. */
export type TranslatedText = readonly [title: string, description?: string];

export type BrandSeed = {
  id: number;
  folderPath: string;
  metaTitle: string;
  title: string;
  shortTitle: string;
  webUrl: string;
  config: BrandConfig;
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
  | 'friday-evening';

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
  address: string;
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

export type ItemArt =
  | 'brisket'
  | 'pork'
  | 'poultry'
  | 'ribs'
  | 'sausage'
  | 'plate'
  | 'sandwich'
  | 'side'
  | 'pack'
  | 'dessert'
  | 'drink'
  | 'catering'
  | 'holiday';

export type OptionSeed = {
  title: string;
  fr: string;
  ja: string;
  /** Decimal string; defaults to '0.00'. */
  priceDelta?: string;
  isDefault?: boolean;
};

export type OptionGroupSeed = {
  title: string;
  fr: string;
  ja: string;
  minChoices: number;
  maxChoices: number;
  options: readonly OptionSeed[];
};

export type ItemSeed = {
  slug: string;
  title: string;
  description: string;
  fr: TranslatedText;
  ja: TranslatedText;
  /** Decimal string in USD, the brand's reference price. */
  basePrice: string;
  unit: 'each' | 'lb' | 'pack' | 'serving';
  minQuantity?: number;
  calories?: number;
  isHoliday?: boolean;
  art: ItemArt;
  optionGroups?: readonly OptionGroupSeed[];
};

export type SectionSeed = {
  slug: string;
  title: string;
  fr: string;
  ja: string;
  es?: string;
  pt?: string;
  items: readonly ItemSeed[];
};

/** Order-menu category: everyday 1, catering 2, get-a-quote 3, holiday 4, other 5. */
export type MenuSeed = {
  slug: string;
  categoryId: 1 | 2 | 3 | 4 | 5;
  title: string;
  fr: string;
  ja: string;
  es?: string;
  pt?: string;
  sortOrder: number;
  sections: readonly SectionSeed[];
};

/** How a country's prices derive from the USD reference price. */
export type PriceRule = {
  /** Multiplier from USD to the local currency (and local price level). */
  factor: string;
  /** Local prices are rounded to a multiple of this: '0.01', '10'. */
  step: string;
};
