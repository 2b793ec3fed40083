/**
 * The JSON of the orders API: the contract between server/modules/{orders,timeslots,
 * store-finder} and the storefront (lib/, components/). Types only. Money travels as 2-decimal
 * strings ("12.50"), instants as UTC ISO strings, ids of orders as UUIDs.
 *
 * Every path below is under /online-ordering.
 *
 * Store finder
 * - GET /locations/search?q=<ZIP | postal code | city>  or  ?lat=&lng=   (&limit=1..50, default 10)
 *     → WireLocationSearch. Postal codes resolve offline to the centroid of the US ZIP or the
 *     Canadian FSA (first three characters); a city name matches the seeded cities.
 * - GET /locations/:locationId/menu-type/:menuTypeId/delivery-radius?address=&city=&state=&zip=
 *     (menuTypeId = order-menu category id, 1 everyday ... 5 other) → WireDeliveryRadius.
 *     Street, city and zip are all required, else 400 "To order delivery, please enter the full
 *     delivery address". The address is placed at its postal-code centroid (an approximation:
 *     no street geocoding offline).
 *
 * Orders (guest access)
 * - POST /orders  { locationId, handoff: 'pickup'|'delivery', categoryId, deliveryAddress? }
 *     → 201 WireOrder WITH `accessToken`. Honours the Idempotency-Key header (same key + same
 *     body replays the first answer with header `idempotent-replayed: true`; same key + other
 *     body → 422). Delivery needs `deliveryAddress` (full) within the store's radius.
 * - Every other order call sends header `X-Order-Token: <accessToken>`. A missing or wrong token
 *   answers 404 "Order <id> was not found", exactly like an unknown order. (Issue 5: the
 *   signed-in owner will be let in by the bearer token instead.)
 * - GET    /orders/:orderId                                  → WireOrder
 * - POST   /orders/:orderId/order-items      WireAddItem       → 201 WireOrder
 * - PUT    /orders/:orderId/order-items/:orderItemId  WireChangeItem → WireOrder
 * - DELETE /orders/:orderId/order-items/:orderItemId           → WireOrder
 * - PUT    /orders/:orderId  WireUpdateOrder (any subset of guest / timeslot+handoff details /
 *     tip / deliveryAddress, at least one) → WireOrder. One route, partial bodies: the checkout
 *     may save the guest, the time and the tip together or one by one.
 * - GET    /timeslots/:orderId                              → WireTimeslots
 *
 * Refusals (WireError): 400 bad input (schema, guest validation messages, "Could not add tip",
 * "Time is required"); 404 unknown/forbidden order, line or store; 409 "This time slot is full",
 * "Please select valid time", an order already paid; 422 business rules (another store's item,
 * option group min/max, no online ordering, out of delivery range, Idempotency-Key reused).
 * Cart-rule breaches are not refusals: they come back as `violations` and block payment.
 * A timeslot is held 30 minutes for an unpaid order, for good once paid.
 *
 * Payments use `lockPayableOrder(tx, orderId, caller)` then `markOrderPaid(tx, payable, now)`
 * from server/modules/orders/mark-paid.ts inside their own transaction; see that file.
 */
import type { ItemUnit } from '../menu/option-group-rules';
import type { WireHandoffUpdate, WireOrderHandoffDetails, WireStoreHandoff } from './handoffs';
import type { CountryCode } from '@/domain/markets';
import type { MoneyString, WireAddress, WireLocation } from './catalog';

export type { MoneyString } from './catalog';

/* ---------- store finder ---------- */

export type WireSearchOrigin = {
  /** How the query was understood. */
  kind: 'postal-code' | 'city' | 'coordinates';
  /** What was looked up, normalised: '78701', 'M5V', 'Austin, TX', '30.2672,-97.7431'. */
  label: string;
  latitude: number;
  longitude: number;
};

/** A store in search results; `distanceKm` is always present here. */
export type WireSearchLocation = WireLocation & {
  distanceKm: number;
  /** The store takes online orders right now (onlineOrdering && acceptingOrders). */
  orderable: boolean;
  /** The delivery radius of the everyday menu, km; 0 when the store does not deliver. */
  deliveryRadiusKm: number;
  /** The handoffs the store offers with their lead times (dine-in, curbside, drive-through where it does). */
  handoffs?: WireStoreHandoff[];
};

export type WireLocationSearch = {
  origin: WireSearchOrigin;
  data: WireSearchLocation[];
};

export type WireDeliveryRadius = {
  deliverable: boolean;
  /** From the store to the address (its postal-code centroid), km, 2 decimals. */
  distanceKm: number;
  radiusKm: number;
  /** Nearest first: other orderable stores of the market whose radius covers the address. Empty when deliverable. */
  alternatives: WireSearchLocation[];
};

/* ---------- orders: requests ---------- */

export type WireHandoff = 'pickup' | 'delivery';

/** The delivery address; all of address, city, zip are required, state optional. */
export type WireDeliveryAddressInput = {
  address: string;
  city: string;
  state?: string;
  zip: string;
};

export type WireCreateOrder = {
  locationId: number;
  /** Any handoff the store offers (domain/wire/handoffs.ts); 422 handoff_not_offered otherwise. */
  handoff: WireHandoff | 'curbside' | 'dine-in' | 'drive-through';
  /** Order-menu category: everyday 1, catering 2, get-a-quote 3, holiday 4, other 5. */
  categoryId: number;
  deliveryAddress?: WireDeliveryAddressInput;
};

/** Quantity: a whole number 1..MAX_LINE_QUANTITY (domain/validation/fields.ts). A price field is refused: prices come from the store. */
export type WireAddItem = {
  itemId: number;
  quantity: number;
  /** Option ids chosen, each belonging to the item; the item's group rules (min/max) apply. */
  optionIds: number[];
  /** At most ORDER_LINE_FIELDS.specialInstructions.max characters (domain/validation/fields.ts). */
  specialInstructions?: string;
  /** The menu section (subcategory) it was ordered from; defaults to the item's first section. */
  sectionId?: number;
};

/** Any subset; optionIds replaces the whole choice. */
export type WireChangeItem = {
  quantity?: number;
  optionIds?: number[];
  specialInstructions?: string | null;
};

export type WireGuest = { firstName: string; lastName: string; email: string; phone: string };

export type WireTipInput = { kind: 'percent'; value: string } | { kind: 'amount'; value: MoneyString };

export type WireUpdateOrder = {
  guest?: WireGuest;
  /** A slot start from GET /timeslots (UTC ISO), or 'asap' (the first free slot, while open). */
  timeslot?: string;
  aptSuitBldg?: string | null;
  deliveryInstructions?: string | null;
  /** null removes the tip. */
  tip?: WireTipInput | null;
  /** Delivery orders only; re-checked against the radius. */
  deliveryAddress?: WireDeliveryAddressInput;
} & WireHandoffUpdate;

/* ---------- orders: answers ---------- */

/**
 * Order statuses (set by a status id; values ours): 1 open (a cart), 2 paid,
 * 3 in preparation, 4 ready, 5 completed, 6 cancelled, 7 out for delivery.
 */
export type WireOrderStatus = 'open' | 'paid' | 'preparing' | 'ready' | 'completed' | 'cancelled' | 'delivering';

type WireOrderLineOption = {
  id: number;
  groupId: number;
  title: string;
  priceDelta: MoneyString;
};

export type WireOrderLine = {
  /** The order-item id (for PUT/DELETE .../order-items/:orderItemId). */
  id: number;
  itemId: number;
  slug: string;
  title: string;
  imageUrl: string | null;
  sectionId: number | null;
  quantity: number;
  /** The item's own minimum order quantity. */
  minQuantity: number;
  /** How the item is sold: 'lb' is by weight, its quantity and unit price then counting the store market's weight (domain/menu/weight-units.ts). */
  unit: ItemUnit;
  options: WireOrderLineOption[];
  specialInstructions: string | null;
  /** With options, at this store. */
  unitPrice: MoneyString;
  lineTotal: MoneyString;
  /** The wallet reward that gives one unit of this line at no charge (a loyalty item). */
  rewardId?: string;
  /** An open order only: the item or one of its options was deleted from the menu since it was added; the line must go before checkout. */
  offMenu?: true;
  /** Whose line this is: a group order's guest name, printed on the ticket and receipt. */
  label?: string;
};

type WireTaxLine = {
  /** 'SALES' (US and others), 'GST', 'HST', 'PST', 'QST'. */
  code: string;
  /** A fraction: "0.13" is 13 %. */
  rate: string;
  amount: MoneyString;
};

export type WireOrderTotals = {
  subtotal: MoneyString;
  discount: MoneyString;
  /** The pre-tax amount after discounts (what the minimum-amount rule judges). */
  discountedSubtotal: MoneyString;
  deliveryFee: MoneyString;
  taxes: WireTaxLine[];
  taxTotal: MoneyString;
  /** The prices and the total include the taxes (Japan, Mexico): the taxes are shown as contained, not added. */
  taxIncluded: boolean;
  tip: MoneyString;
  total: MoneyString;
};

/** A cart rule the order breaks (its message carries the real number); blocks checkout. */
export type WireViolation =
  | { code: 'item-minimum-quantity'; message: string; itemId: number; title: string; minimum: number }
  | { code: 'order-amount-too-low'; message: string; minimum: MoneyString }
  | { code: 'item-count-too-low'; message: string; minimum: number }
  | { code: 'item-count-too-high'; message: string; maximum: number };

export type WireOrderLocation = {
  id: number;
  slug: string;
  title: string;
  /** The name in the market's script where the brand gives one ('梅田'). */
  localTitle?: string | null;
  phone: string;
  address: WireAddress;
  timeZone: string;
  /** Alpha-2, upper case: 'US', 'CA'. */
  countryCode: CountryCode;
};

export type WireDeliveryAddress = {
  address: string;
  city: string;
  state: string | null;
  zip: string;
  aptSuitBldg: string | null;
  deliveryInstructions: string | null;
};

export type WireOrderTimeslot = {
  /** UTC ISO start of the 15-minute slot. */
  start: string;
  /** Local date 'YYYY-MM-DD' and time 'HH:MM' in the store's time zone. */
  date: string;
  label: string;
  asap: boolean;
};

type WireOrderTip = WireTipInput | null;

/** What still stands between the order and payment; empty means payable. */
export type WireCheckoutBlocker = 'empty-cart' | 'cart-rules' | 'off-menu-items' | 'guest' | 'timeslot' | 'delivery-address' | 'store-closed-to-orders';

/** A coupon on the order: what it takes off, or `applies: false` while the cart does not meet its conditions. */
export type WireOrderCoupon = { id: number; code: string; title: string; typeId: number; applies: boolean; discount: MoneyString };

export type WireOrder = {
  id: string;
  /** Short human number, shown on the thank-you page and in the email. */
  number: string;
  status: WireOrderStatus;
  statusId: number;
  brandId: number;
  /** Alpha-2, upper case: 'US', 'CA'. */
  countryCode: CountryCode;
  /** 'USD' | 'CAD'. */
  currency: string;
  categoryId: number;
  handoff: WireHandoff;
  handoffId: number;
  location: WireOrderLocation;
  deliveryAddress: WireDeliveryAddress | null;
  timeslot: WireOrderTimeslot | null;
  guest: WireGuest | null;
  tip: WireOrderTip;
  lines: WireOrderLine[];
  /** Units in the cart: two briskets and a cobbler are 3. */
  itemCount: number;
  totals: WireOrderTotals;
  coupons: WireOrderCoupon[];
  violations: WireViolation[];
  blockers: WireCheckoutBlocker[];
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  /** Dine-in, curbside and drive-through: the table, the vehicle and arrival, where to park. */
  handoffDetails?: WireOrderHandoffDetails | null;
  /** Only in the answer of POST /orders: keep it (cookie `orderToken`) and send it as X-Order-Token. */
  accessToken?: string;
};

/* ---------- timeslots ---------- */

type WireSlot = {
  /** UTC ISO start; send it back as `timeslot`. */
  start: string;
  /** Local 'HH:MM'. */
  label: string;
  /** Places left in the slot. */
  remaining: number;
  /** A quiet time at the kitchen: the points a signed-in diner earns for choosing it (absent when none). */
  quietBonus?: number;
};

type WireSlotDay = { date: string; weekday: number; slots: WireSlot[] };

export type WireTimeslots = {
  orderId: string;
  timeZone: string;
  handoff: WireHandoff;
  /** Minutes to the first time: the handoff's lead, grown when the kitchen runs behind. */
  leadMinutes: number;
  /** Present while the handoff is paused: orders are taken again from this instant; null until a manager resumes. */
  pausedUntil?: string | null;
  slotMinutes: number;
  asapAvailable: boolean;
  /** Local days, today first; full slots and days without slots left out. */
  days: WireSlotDay[];
};
