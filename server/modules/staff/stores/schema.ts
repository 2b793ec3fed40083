/** Request and response schemas of the Stores screen's routes (domain/wire/staff-stores.ts). Bodies allow no extra fields; texts and lists are bounded by the store's field table (domain/stores). */
import { Type } from '@sinclair/typebox';
import { HANDOFF_IDS } from '@/domain/ordering/handoffs';
import { GEOCODED_COUNTRIES, SOCIAL_NETWORKS, STORE_FIELDS, STORE_LIMITS } from '@/domain/stores';
import { errorResponses, Id, Strict } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';

const tags = ['staff'];
const StoreParams = Strict({ storeId: Id('Store id') });
const managerNote = 'Store managers and brand admins (store staff: 403); a store manager sees only their own stores (another store: 404).';

const HandoffIdSchema = Type.Union(HANDOFF_IDS.map((id) => Type.Literal(id)), { description: 'dine-in 1, pickup 2, delivery 3, curbside 4, drive-through 6' });
const Link = Strict({ network: Type.Union(SOCIAL_NETWORKS.map((network) => Type.Literal(network))), url: FieldText(STORE_FIELDS.linkUrl) });
const Partner = Strict({ name: FieldText(STORE_FIELDS.partnerName), url: FieldText(STORE_FIELDS.linkUrl) });
const Handoff = Strict({
  handoffId: HandoffIdSchema,
  offered: Type.Boolean(),
  leadMinutes: Type.Union([Type.Integer({ minimum: STORE_LIMITS.leadMinutes.min, maximum: STORE_LIMITS.leadMinutes.max }), Type.Null()], { description: 'Minutes to the first slot; null: the handoff’s standard lead time' }),
});

const details = {
  title: FieldText(STORE_FIELDS.title),
  slug: FieldText(STORE_FIELDS.slug, { description: 'The web address name: lower-case letters, digits and single dashes, unique within the brand' }),
  address: FieldText(STORE_FIELDS.address),
  city: FieldText(STORE_FIELDS.city, { description: 'The city’s name; a city new to the state is added' }),
  localTitle: Type.Optional(FieldText(STORE_FIELDS.localTitle, { description: 'The name in the market’s script (梅田), shown to readers of its language; empty for none' })),
  localAddress: Type.Optional(FieldText(STORE_FIELDS.localAddress, { description: 'The street in the market’s script (北区梅田1-9-20); empty for none' })),
  localCity: Type.Optional(FieldText(STORE_FIELDS.localCity, { description: 'The city or ward in the market’s script (大阪市); empty for none' })),
  district: Type.Optional(FieldText(STORE_FIELDS.district, { description: 'The colonia (Mexico) or bairro (Brazil) the address names; empty for none' })),
  stateId: Id('State id (GET /admin/stores lists them)'),
  zip: FieldText(STORE_FIELDS.zip),
  latitude: Type.Number({ minimum: STORE_LIMITS.latitude.min, maximum: STORE_LIMITS.latitude.max }),
  longitude: Type.Number({ minimum: STORE_LIMITS.longitude.min, maximum: STORE_LIMITS.longitude.max }),
  timeZone: FieldText(STORE_FIELDS.timeZone, { description: 'An IANA time zone: America/Chicago' }),
  phone: FieldText(STORE_FIELDS.phone),
  taxPercent: FieldText(STORE_FIELDS.taxPercent, { description: 'The sales tax rate in percent, as text: 8.25' }),
  socialNetworks: Type.Array(Link, { maxItems: STORE_LIMITS.socialNetworks }),
  deliveryPartners: Type.Array(Partner, { maxItems: STORE_LIMITS.deliveryPartners }),
  menuIds: Type.Array(Id('Menu id'), { maxItems: STORE_LIMITS.menus, uniqueItems: true, description: 'The menus the store sells; a menu new to it sells every item at its base price' }),
};

const ordering = {
  onlineOrdering: Type.Boolean(),
  handoffs: Type.Array(Handoff, { maxItems: HANDOFF_IDS.length, description: 'Each handoff offered or not with its lead time; one left out is not offered' }),
  deliveryRadiusKm: Type.Number({ minimum: STORE_LIMITS.deliveryRadiusKm.min, maximum: STORE_LIMITS.deliveryRadiusKm.max, description: 'Kilometres delivered for everyday orders (and menus without their own radius); 0: none' }),
  cateringRadiusKm: Type.Number({ minimum: STORE_LIMITS.deliveryRadiusKm.min, maximum: STORE_LIMITS.deliveryRadiusKm.max, description: 'Kilometres delivered for catering and quote orders; 0: none' }),
  slotCapacity: Type.Integer({ minimum: STORE_LIMITS.slotCapacity.min, maximum: STORE_LIMITS.slotCapacity.max, description: 'Orders per 15-minute slot' }),
  makeCapacityMinutes: Type.Optional(
    Type.Integer({ minimum: STORE_LIMITS.makeCapacityMinutes.min, maximum: STORE_LIMITS.makeCapacityMinutes.max, description: 'Make-minutes the kitchen can start per 15-minute slot; left out: unchanged (90 for a new store)' }),
  ),
};

const StoreSchema = Type.Object({
  id: Type.Integer(),
  ...details,
  ...ordering,
  makeCapacityMinutes: Type.Integer(),
  handoffs: Type.Array(Type.Object({ handoffId: Type.Integer(), offered: Type.Boolean(), leadMinutes: Type.Union([Type.Integer(), Type.Null()]) })),
  countryCode: Type.String(),
  canChangeDetails: Type.Boolean({ description: 'The caller may change the details (a brand admin), not only the ordering' }),
});

const ChoicesSchema = Type.Object({
  states: Type.Array(Type.Object({ id: Type.Integer(), label: Type.String(), name: Type.String(), countryCode: Type.String(), timeZone: Type.Union([Type.String(), Type.Null()]) })),
  menus: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  canAdd: Type.Boolean(),
});

const SummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  city: Type.String(),
  state: Type.String(),
  countryCode: Type.String(),
  onlineOrdering: Type.Boolean(),
});

export const listStoresSchema = {
  tags,
  summary: 'The stores a manager runs',
  description: `${managerNote} The stores by title, with what the form offers: the states, the brand’s menus, whether the caller may add a store.`,
  response: { 200: Type.Object({ stores: Type.Array(SummarySchema), choices: ChoicesSchema }), ...errorResponses(401, 403) },
};

export const storeSchema = {
  tags,
  summary: 'One store as the Stores screen edits it',
  description: managerNote,
  params: StoreParams,
  response: { 200: Type.Object({ store: StoreSchema, choices: ChoicesSchema }), ...errorResponses(401, 403, 404) },
};

export const addStoreSchema = {
  tags,
  summary: 'Add a store',
  description:
    'Brand admins only (store managers and staff: 403). The store sells the chosen menus at the items’ base prices and opens with the weekly hours of the store named in hoursFromStoreId, or every day 11:00–21:00; one transaction, audited.',
  body: Strict({ ...details, ...ordering, hoursFromStoreId: Type.Union([Id('A store whose weekly hours the new one starts with'), Type.Null()]) }),
  response: { 201: StoreSchema, ...errorResponses(401, 403, 404, 409) },
};

export const changeDetailsSchema = {
  tags,
  summary: 'Change a store’s name, place, contact, links and menus',
  description: 'Brand admins only (a store manager: 403 for their own store, 404 for another); audited with the store before and after.',
  params: StoreParams,
  body: Strict(details),
  response: { 200: StoreSchema, ...errorResponses(401, 403, 404, 409) },
};

export const changeOrderingSchema = {
  tags,
  summary: 'Change how a store takes orders',
  description: `${managerNote} Online ordering on or off, the handoffs offered with their lead times, the delivery radius and the orders per slot; audited with the settings before and after.`,
  params: StoreParams,
  body: Strict(ordering),
  response: { 200: StoreSchema, ...errorResponses(401, 403, 404) },
};

export const geocodeSchema = {
  tags,
  summary: 'Where a postal code places a store',
  description:
    'Brand admins only (store managers and staff: 403). The centre of a US ZIP code or Canadian postal code (its first three characters), from an offline table, with its city (US codes) and its state when the platform has it; a code not of the country’s shape is 400, one the table does not know 404.',
  querystring: Strict({
    country: Type.Union(GEOCODED_COUNTRIES.map((code) => Type.Literal(code)), { description: 'US or CA' }),
    postalCode: FieldText(STORE_FIELDS.zip, { description: '75206, H2X 1Y4' }),
  }),
  response: {
    200: Type.Object({ postalCode: Type.String(), latitude: Type.Number(), longitude: Type.Number(), city: Type.Union([Type.String(), Type.Null()]), stateId: Type.Union([Type.Integer(), Type.Null()]) }),
    ...errorResponses(401, 403, 404),
  },
};
