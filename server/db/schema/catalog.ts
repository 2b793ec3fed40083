/**
 * The database schema: one Drizzle definition for PGlite and PostgreSQL alike.
 * Money is numeric(12,2) and reaches the code as a string; coordinates are doubles.
 * Translations live beside the row they translate, keyed by locale ('fr-ca', 'ja-jp', ...).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
  index,
} from 'drizzle-orm/pg-core';
import type { AllergenId } from '@/domain/allergens/allergens';
import type { CountryCode } from '@/domain/markets';
import { instant } from './columns';

/** { 'fr-ca': { title: 'Poitrine', description: '...' } } */
export type Translations = Record<string, { title?: string; description?: string }>;

export type BrandConfig = {
  footerColor: string;
  rewardsTitle: string;
  cutleryKit: boolean;
  loyaltyEnabled: boolean;
  /** Loyalty points earned per currency unit of an order's pre-tax amount after discounts (default 10). */
  pointsPerUnit?: number;
  /** Mystery reward odds: menu items by slug, each with its chance in percent (domain/loyalty/settings.ts); absent: the default table. */
  mysteryPrizes?: { itemSlug: string; weight: number }[];
  /** The item the birthday and the anniversary reward give, by slug; null: that reward is off; absent: the default item. */
  birthdayRewardItemSlug?: string | null;
  anniversaryRewardItemSlug?: string | null;
  holidayEnabled: boolean;
  cateringPhone: string | null;
};

export type SocialNetwork = { network: 'facebook' | 'instagram' | 'x' | 'tiktok' | 'youtube'; url: string };
export type DeliveryPartner = { name: string; url: string };

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  folderPath: varchar('folder_path', { length: 80 }).notNull(),
  metaTitle: varchar('meta_title', { length: 160 }).notNull(),
  title: varchar('title', { length: 120 }).notNull(),
  shortTitle: varchar('short_title', { length: 60 }).notNull(),
  webUrl: varchar('web_url', { length: 200 }).notNull(),
  config: jsonb('config').$type<BrandConfig>().notNull(),
  /** The money received an order needs to count toward rewards (domain/loyalty/reward-eligibility.ts), in the brand's currency. */
  rewardMinimumAmount: numeric('reward_minimum_amount', { precision: 12, scale: 2 }).notNull().default('5.00'),
  /** Open and paid orders one guest (the same email, phone or account) may hold in one time slot; null: no cap. */
  guestSlotOrderCap: integer('guest_slot_order_cap').default(2),
  /** Orders paid above this total (in US dollars, scaled to the order's currency by domain/staff/review-thresholds.ts) by a guest or a new account wait for staff review (domain/staff/review-holds.ts); null: no holds. */
  reviewHoldThreshold: numeric('review_hold_threshold', { precision: 12, scale: 2 }),
}, (t) => [
  check('brands_reward_minimum_amount', sql`${t.rewardMinimumAmount} >= 0`),
  check('brands_review_hold_threshold', sql`coalesce(${t.reviewHoldThreshold}, 0) >= 0`),
  check('brands_guest_slot_order_cap', sql`coalesce(${t.guestSlotOrderCap}, 1) > 0`),
]);

export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey(),
    /** Alpha-2 in upper case, as the `country-alpha-2` header writes it: 'US', 'CA'. */
    code: varchar('code', { length: 2 }).$type<CountryCode>().notNull().unique(),
    label: varchar('label', { length: 80 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Whether the country's stores take online orders at all. */
    onlineOrdering: boolean('online_ordering').notNull(),
    locales: jsonb('locales').$type<string[]>().notNull(),
  },
  (t) => [check('countries_code_upper_case', sql`${t.code} ~ '^[A-Z]{2}$'`)],
);

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id').notNull().references(() => countries.id),
    /** Postal abbreviation: TX, ON, QC. */
    label: varchar('label', { length: 8 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    slug: varchar('slug', { length: 80 }).notNull(),
  },
  (t) => [uniqueIndex('states_country_label').on(t.countryId, t.label), uniqueIndex('states_country_slug').on(t.countryId, t.slug)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id').notNull().references(() => states.id),
    name: varchar('name', { length: 80 }).notNull(),
    slug: varchar('slug', { length: 80 }).notNull(),
    /** The city's name in its market's script ('大阪市'), shown to readers of the market's language; null keeps `name`. */
    localName: varchar('local_name', { length: 80 }),
  },
  (t) => [uniqueIndex('cities_state_slug').on(t.stateId, t.slug)],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull().references(() => brands.id),
    countryId: integer('country_id').notNull().references(() => countries.id),
    stateId: integer('state_id').notNull().references(() => states.id),
    cityId: integer('city_id').notNull().references(() => cities.id),
    slug: varchar('slug', { length: 120 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }),
    /** The store's name in its market's script where the brand gives one ('梅田'); null keeps `title`. */
    localTitle: varchar('local_title', { length: 120 }),
    phone: varchar('phone', { length: 32 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    /** The street part of the address in the market's script ('北区梅田1-9-20'), shown to readers of its language. */
    localAddress: varchar('local_address', { length: 200 }),
    /** The city or ward in the market's script ('大阪市'). */
    localCity: varchar('local_city', { length: 80 }),
    /** The neighbourhood an address names in Mexico (colonia) and Brazil (bairro). */
    district: varchar('district', { length: 120 }),
    zip: varchar('zip', { length: 16 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    /** Combined sales-tax rate, e.g. 0.0825 for 8.25 %. */
    taxRate: numeric('tax_rate', { precision: 6, scale: 5 }).notNull(),
    onlineOrdering: boolean('online_ordering').notNull(),
    acceptingOrders: boolean('accepting_orders').notNull().default(true),
    imageUrl: varchar('image_url', { length: 300 }),
    socialNetworks: jsonb('social_networks').$type<SocialNetwork[]>().notNull().default([]),
    deliveryPartners: jsonb('delivery_partners').$type<DeliveryPartner[]>().notNull().default([]),
    /** Ordering: the delivery fee in the store's currency, charged on delivery orders. */
    deliveryFee: numeric('delivery_fee', { precision: 12, scale: 2 }).notNull().default('4.99'),
    /** Default delivery radius in km for every menu type (location_category_settings overrides it). */
    deliveryRadiusKm: doublePrecision('delivery_radius_km').notNull().default(10),
    /** Orders per 15-minute handoff slot. */
    slotCapacity: integer('slot_capacity').notNull().default(4),
    /** Minutes of making the kitchen can start in one 15-minute slot (the sum of its items' make-times). */
    makeCapacityMinutes: integer('make_capacity_minutes').notNull().default(90),
    /** Today's smoke: a meat shows what is left once less than this share (percent) of the day's smoke remains. */
    smokeLowPercent: integer('smoke_low_percent').notNull().default(25),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('locations_brand_slug').on(t.brandId, t.slug),
    index('locations_city').on(t.cityId),
    /** The nearest-store search reads a latitude range, then longitudes, of one brand. */
    index('locations_geo').on(t.brandId, t.latitude, t.longitude),
    check('locations_smoke_low_percent', sql`${t.smokeLowPercent} BETWEEN 0 AND 100`),
  ],
);

/** Weekday 1 = Monday ... 7 = Sunday (ISO). */
/**
 * Weekly open intervals: a weekday may have several (`interval` 0, 1, ... in opening order),
 * e.g. 11:00–14:00 and 17:00–22:00. `closed` earlier than `opened` ends after midnight.
 */
export const locationHours = pgTable(
  'location_hours',
  {
    locationId: integer('location_id').notNull().references(() => locations.id),
    weekday: smallint('weekday').notNull(),
    interval: smallint('interval').notNull().default(0),
    active: boolean('active').notNull(),
    opened: time('opened'),
    closed: time('closed'),
    byAppointmentOnly: boolean('by_appointment_only').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.weekday, t.interval] }),
    check('location_hours_weekday', sql`${t.weekday} between 1 and 7`),
    check('location_hours_interval', sql`${t.interval} between 0 and 5`),
  ],
);

/** One open interval of an exception day, 'HH:MM' local times. */
export type ExceptionInterval = { opened: string; closed: string };

/**
 * A dated exception to a store's weekly hours, on the store's local date: no intervals = closed
 * all day, otherwise they replace the weekday's intervals.
 */
export const locationHoursExceptions = pgTable(
  'location_hours_exceptions',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id').notNull().references(() => locations.id),
    date: date('date', { mode: 'string' }).notNull(),
    intervals: jsonb('intervals').$type<ExceptionInterval[]>().notNull().default([]),
    /** A known day the site names in every language: 'thanksgiving', 'christmas', 'new-years-eve'. */
    occasion: varchar('occasion', { length: 40 }),
    /** Free text shown as written when there is no occasion. */
    note: varchar('note', { length: 80 }),
  },
  (t) => [
    uniqueIndex('location_hours_exceptions_location_date').on(t.locationId, t.date),
    check('location_hours_exceptions_intervals', sql`jsonb_typeof(${t.intervals}) = 'array'`),
  ],
);

/** A menu belongs to one order-menu category: everyday 1, catering 2, get-a-quote 3, holiday 4, other 5. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull().references(() => brands.id),
    categoryId: smallint('category_id').notNull(),
    slug: varchar('slug', { length: 80 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('menus_brand_slug').on(t.brandId, t.slug)],
);

export const locationMenus = pgTable(
  'location_menus',
  {
    locationId: integer('location_id').notNull().references(() => locations.id),
    menuId: integer('menu_id').notNull().references(() => menus.id),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.menuId] })],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id').notNull().references(() => menus.id),
    slug: varchar('slug', { length: 80 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('sections_menu_slug').on(t.menuId, t.slug)],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull().references(() => brands.id),
    slug: varchar('slug', { length: 120 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    basePrice: numeric('base_price', { precision: 12, scale: 2 }).notNull(),
    /** 'each', 'lb', 'pack', 'serving' */
    unit: varchar('unit', { length: 16 }).notNull().default('each'),
    minQuantity: integer('min_quantity').notNull().default(1),
    calories: integer('calories'),
    /** Milligrams per serving as sold; null when not measured. */
    sodiumMg: integer('sodium_mg'),
    /** Allergen ids of domain/allergens the item itself contains, options aside. */
    allergens: jsonb('allergens').$type<AllergenId[]>().notNull().default([]),
    /**
     * Whether the item itself (options aside) has lactose as Brazil's ANVISA RDC 136/2017 counts
     * it (over 100 mg per 100 g): declared on its own, since a milk ingredient may leave none.
     */
    containsLactose: boolean('contains_lactose').notNull().default(false),
    imageUrl: varchar('image_url', { length: 300 }),
    isHoliday: boolean('is_holiday').notNull().default(false),
    /** Minutes the kitchen needs to make one of it (a catering tray counts at its real weight). */
    makeMinutes: integer('make_minutes').notNull().default(6),
    /** Deleted by a brand admin while orders or rewards still name it: off every menu, kept for their history. */
    archivedAt: instant('archived_at'),
  },
  (t) => [
    uniqueIndex('items_brand_slug').on(t.brandId, t.slug),
    check('items_allergens_array', sql`jsonb_typeof(${t.allergens}) = 'array'`),
    check('items_sodium_not_negative', sql`${t.sodiumMg} >= 0`),
    check('items_make_minutes_range', sql`${t.makeMinutes} BETWEEN 0 AND 240`),
  ],
);

export const sectionItems = pgTable(
  'section_items',
  {
    sectionId: integer('section_id').notNull().references(() => sections.id),
    itemId: integer('item_id').notNull().references(() => items.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.itemId] })],
);

export const optionGroups = pgTable('option_groups', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull().references(() => items.id),
  title: varchar('title', { length: 120 }).notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  minChoices: integer('min_choices').notNull().default(0),
  maxChoices: integer('max_choices').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Deleted by a brand admin while orders hold one of its options: no longer offered, kept for those orders. */
  archivedAt: instant('archived_at'),
});

export const options = pgTable(
  'options',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id').notNull().references(() => optionGroups.id),
    title: varchar('title', { length: 120 }).notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    priceDelta: numeric('price_delta', { precision: 12, scale: 2 }).notNull().default('0.00'),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** What choosing the option adds: allergen ids of domain/allergens, calories, sodium in mg. */
    allergens: jsonb('allergens').$type<AllergenId[]>().notNull().default([]),
    calories: integer('calories'),
    sodiumMg: integer('sodium_mg'),
    /** Deleted by a brand admin while orders hold it: no longer offered, kept for those orders. */
    archivedAt: instant('archived_at'),
  },
  (t) => [
    check('options_allergens_array', sql`jsonb_typeof(${t.allergens}) = 'array'`),
    check('options_nutrition_not_negative', sql`${t.calories} >= 0 and ${t.sodiumMg} >= 0`),
  ],
);

/** An item as sold at one location: its price there and whether it is available. */
export const locationItems = pgTable(
  'location_items',
  {
    locationId: integer('location_id').notNull().references(() => locations.id),
    itemId: integer('item_id').notNull().references(() => items.id),
    /** The store's own price (its override); null: it sells at the item's base price (domain/pricing). */
    price: numeric('price', { precision: 12, scale: 2 }),
    available: boolean('available').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.itemId] })],
);

/**
 * An option's price change as one store charges it, in the store's currency, like an item's store
 * price: no row, the option's own priceDelta (domain/pricing).
 */
export const locationOptions = pgTable(
  'location_options',
  {
    locationId: integer('location_id').notNull().references(() => locations.id),
    /** Deleting an option (never ordered) deletes its store prices with it. */
    optionId: integer('option_id').notNull().references(() => options.id, { onDelete: 'cascade' }),
    priceDelta: numeric('price_delta', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.optionId] })],
);
