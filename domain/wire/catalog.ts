/**
 * The JSON the ordering API sends for locations and menus: the contract between server/ and lib/.
 * Money travels as a decimal string ("12.50"); coordinates as numbers.
 * Text fields arrive already translated for the request's locale (English fallback).
 */
import type { AllergenId } from '@/domain/allergens/allergens';
import type { ErrorCode, ErrorParams } from '@/domain/error-codes';
import type { CountryCode } from '@/domain/markets';
import type { WireItemSmoke } from './smoke';

export type MoneyString = string;

/** Every list endpoint answers this envelope. */
export type WireList<T> = {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
};

export type WireState = {
  id: number;
  /** Postal abbreviation: 'TX', 'ON'. */
  label: string;
  name: string;
  slug: string;
  /** Alpha-2, upper case: 'US', 'CA'. */
  countryCode: CountryCode;
  locationCount: number;
};

export type WireCity = {
  id: number;
  name: string;
  /** The name in the market's script ('大阪市'), when the city has one. */
  localName?: string | null;
  slug: string;
  stateLabel: string;
  stateSlug: string;
  locationCount: number;
};

/** An open interval, 'HH:MM:SS' local times; `closed` earlier than `opened` ends after midnight. */
export type WireOpenInterval = { opened: string; closed: string };

/**
 * Weekday 1 = Monday ... 7 = Sunday. Times are 'HH:MM:SS' in the store's own time zone.
 * `intervals` holds every open interval of the day in opening order (a lunch gap gives two);
 * `opened`/`closed` repeat the first one for older readers.
 */
export type WireWorkingHours = {
  weekday: number;
  day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  active: boolean;
  opened: string | null;
  closed: string | null;
  byAppointmentOnly: boolean;
  intervals: WireOpenInterval[];
};

/**
 * A dated exception coming up: `date` is the store's local 'YYYY-MM-DD'; `closed` true = closed all
 * day, otherwise `intervals` replace the weekday's. `occasion` names a known day ('thanksgiving',
 * 'christmas', 'new-years-eve') the site translates; `note` is free text.
 */
export type WireHoursException = {
  date: string;
  closed: boolean;
  intervals: WireOpenInterval[];
  occasion: string | null;
  note: string | null;
};

export type WireAddress = {
  address: string;
  city: string;
  citySlug: string;
  state: { label: string; name: string; slug: string };
  zip: string;
  latitude: number;
  longitude: number;
  /** The colonia (Mexico) or bairro (Brazil) the address names. */
  district?: string | null;
  /** The street part and the city or ward in the market's script ('北区梅田1-9-20', '大阪市'), when the store has them. */
  local?: { address: string; city: string } | null;
};

export type WireLocation = {
  id: number;
  slug: string;
  brandId: number;
  /** Alpha-2, upper case: 'US', 'CA', 'JP'. */
  countryCode: CountryCode;
  currency: string;
  label: string;
  title: string;
  subtitle: string | null;
  /** The name in the market's script where the brand gives one ('梅田'). */
  localTitle?: string | null;
  phone: string;
  address: WireAddress;
  timeZone: string;
  workingHours: WireWorkingHours[];
  /** Exceptions of the coming weeks, in date order. */
  hoursExceptions: WireHoursException[];
  /** Inside one of its open intervals at the time of the answer (exceptions included). */
  openNow: boolean;
  socialNetworks: { network: string; url: string }[];
  deliveryPartners: { name: string; url: string }[];
  /** False: the store does not offer online ordering at all. */
  onlineOrdering: boolean;
  /** False: it offers online ordering but is not accepting orders right now. */
  acceptingOrders: boolean;
  /** Its handoffs paused now, each until an instant (ISO) or, null, until a manager resumes. */
  pauses?: { handoffId: number; until: string | null }[];
  image: { url: string } | null;
  /** Distance from the searched point in km, only when the request searched by coordinates. */
  distanceKm?: number;
};

export type WireCityWithLocations = WireCity & { locations: WireLocation[] };
export type WireStateWithCities = WireState & { cities: WireCityWithLocations[] };

export type WireMenu = {
  id: number;
  slug: string;
  title: string;
  /** Order-menu category: everyday 1, catering 2, get-a-quote 3, holiday 4, other 5. */
  categoryId: number;
};

export type WireSection = {
  id: number;
  menuId: number;
  slug: string;
  title: string;
  itemCount: number;
  /** Only with `?include=items`: the section's items at the location. */
  items?: WireItem[];
};

export type WireItem = {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** The price at this location. */
  price: MoneyString;
  unit: string;
  minQuantity: number;
  calories: number | null;
  /** Milligrams per serving as sold; null when not measured. */
  sodiumMg: number | null;
  /** Allergen ids (domain/allergens) of the item itself, before any option. */
  allergens: AllergenId[];
  /** Allergens no order of it can avoid: its own and those every way through its required choices brings. */
  unavoidableAllergens: AllergenId[];
  /** It has lactose itself, options aside, as Brazil's RDC 136/2017 counts it (declared apart from milk). */
  containsLactose: boolean;
  /** Every order of it has lactose: its own, or milk its required choices cannot avoid. */
  unavoidableLactose: boolean;
  imageUrl: string | null;
  /** The store sells it (its assortment); whether it can be ordered for a time also takes the two below. */
  available: boolean;
  /** A holiday item: ordered for a day of the store's holiday season only. */
  isHoliday: boolean;
  /** Sold out at the store until this instant (ISO), judged against the order's handoff time; null when not marked. */
  soldOutUntil?: string | null;
  /** Serving times on the store's clock ('HH:MM'); none: whenever the store is open. */
  dayparts?: { starts: string; ends: string }[];
  /**
   * What one tap on a menu adds with it: each option group's defaults; null when a group asks
   * the diner to choose (the item page takes the order).
   */
  quickAddOptionIds: number[] | null;
  /** Today's smoke of a meat the store counts (domain/wire/smoke.ts); absent otherwise. */
  smoke?: WireItemSmoke;
};

type WireOption = {
  id: number;
  title: string;
  priceDelta: MoneyString;
  isDefault: boolean;
  /** What choosing it adds: allergen ids, calories and sodium (mg); null when not measured. */
  allergens: AllergenId[];
  calories: number | null;
  sodiumMg: number | null;
};

export type WireOptionGroup = {
  id: number;
  title: string;
  minChoices: number;
  maxChoices: number;
  options: WireOption[];
};

/** The item page has the groups themselves, so no one-tap summary. */
export type WireItemDetails = Omit<WireItem, 'quickAddOptionIds'> & {
  locationId: number;
  sectionId: number | null;
  optionGroups: WireOptionGroup[];
};

/** The one error shape of every 4xx and 5xx. */
export type WireError = {
  statusCode: number;
  error: string;
  /** Stable, for translation and decisions; the message is its English text. */
  code: ErrorCode;
  message: string;
  /** The numbers or names the message was written from. */
  params?: ErrorParams;
  errors?: string[];
};
