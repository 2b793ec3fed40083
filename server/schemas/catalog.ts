/**
 * Response schemas mirroring domain/wire/catalog.ts. Fastify serialises through them, so a
 * field missing here never reaches the storefront: keep the two files in step.
 */
import { Type } from '@sinclair/typebox';
import { ALLERGEN_IDS } from '@/domain/allergens/allergens';
import { SMOKE_COUNTS } from '@/domain/kitchen/smoke-units';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const WireStateSchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  countryCode: Type.String(),
  locationCount: Type.Integer(),
});

export const WireCitySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  localName: Type.Optional(Nullable(Type.String())),
  slug: Type.String(),
  stateLabel: Type.String(),
  stateSlug: Type.String(),
  locationCount: Type.Integer(),
});

const WireOpenIntervalSchema = Type.Object({
  opened: Type.String({ description: 'HH:MM:SS' }),
  closed: Type.String({ description: 'HH:MM:SS; earlier than opened = after midnight' }),
});

export const WireHoursExceptionSchema = Type.Object({
  date: Type.String({ description: "The store's local date, YYYY-MM-DD" }),
  closed: Type.Boolean(),
  intervals: Type.Array(WireOpenIntervalSchema),
  occasion: Nullable(Type.String()),
  note: Nullable(Type.String()),
});

export const WireWorkingHoursSchema = Type.Object({
  weekday: Type.Integer({ minimum: 1, maximum: 7 }),
  day: Type.Union([
    Type.Literal('monday'),
    Type.Literal('tuesday'),
    Type.Literal('wednesday'),
    Type.Literal('thursday'),
    Type.Literal('friday'),
    Type.Literal('saturday'),
    Type.Literal('sunday'),
  ]),
  active: Type.Boolean(),
  opened: Nullable(Type.String({ description: 'HH:MM:SS' })),
  closed: Nullable(Type.String({ description: 'HH:MM:SS' })),
  byAppointmentOnly: Type.Boolean(),
  intervals: Type.Array(WireOpenIntervalSchema),
});

/** A store's address as every answer carries it (WireAddress). */
export const WireAddressSchema = Type.Object({
  address: Type.String(),
  city: Type.String(),
  citySlug: Type.String(),
  state: Type.Object({ label: Type.String(), name: Type.String(), slug: Type.String() }),
  zip: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  district: Type.Optional(Nullable(Type.String())),
  local: Type.Optional(Nullable(Type.Object({ address: Type.String(), city: Type.String() }))),
});

export const WireLocationSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  brandId: Type.Integer(),
  countryCode: Type.String(),
  currency: Type.String(),
  label: Type.String(),
  title: Type.String(),
  subtitle: Nullable(Type.String()),
  localTitle: Type.Optional(Nullable(Type.String())),
  phone: Type.String(),
  address: WireAddressSchema,
  timeZone: Type.String(),
  workingHours: Type.Array(WireWorkingHoursSchema),
  hoursExceptions: Type.Array(WireHoursExceptionSchema),
  openNow: Type.Boolean(),
  socialNetworks: Type.Array(Type.Object({ network: Type.String(), url: Type.String() })),
  deliveryPartners: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
  onlineOrdering: Type.Boolean(),
  acceptingOrders: Type.Boolean(),
  pauses: Type.Optional(
    Type.Array(Type.Object({ handoffId: Type.Integer(), until: Nullable(Type.String({ format: 'date-time' })) }), {
      description: 'Its handoffs paused now, each until an instant or (null) until a manager resumes',
    }),
  ),
  image: Nullable(Type.Object({ url: Type.String() })),
  distanceKm: Type.Optional(Type.Number()),
});

export const WireCityWithLocationsSchema = Type.Object({
  ...WireCitySchema.properties,
  locations: Type.Array(WireLocationSchema),
});

export const WireStateWithCitiesSchema = Type.Object({
  ...WireStateSchema.properties,
  cities: Type.Array(WireCityWithLocationsSchema),
});

export const WireMenuSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  categoryId: Type.Integer(),
});

export const WireSectionSchema = Type.Object({
  id: Type.Integer(),
  menuId: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  itemCount: Type.Integer(),
});

const Allergen = Type.Union(
  ALLERGEN_IDS.map((id) => Type.Literal(id)),
  { description: 'An allergen id of domain/allergens' },
);

const WireItemSmokeSchema = Type.Object(
  {
    countedAs: Type.Union(SMOKE_COUNTS.map((count) => Type.Literal(count))),
    weightUnit: Nullable(Type.Union([Type.Literal('lb'), Type.Literal('100g'), Type.Literal('kg')])),
    today: Type.String({ description: "The store's today, YYYY-MM-DD" }),
    notice: Nullable(Type.Union([Type.Literal('sold-out'), Type.Literal('left')])),
    left: Nullable(Type.Integer({ description: "What is left today in units of sale, when the notice is 'left'" })),
    reservableTomorrow: Type.Boolean({ description: "Sold out today, and tomorrow's smoke can take an order for a pickup tomorrow" }),
  },
  { description: "Today's smoke of a meat the store counts; absent otherwise" },
);

const WireItemBaseSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  price: Type.String({ description: 'Decimal string, e.g. "12.50"' }),
  unit: Type.String(),
  minQuantity: Type.Integer(),
  calories: Nullable(Type.Integer()),
  sodiumMg: Nullable(Type.Integer({ description: 'Milligrams per serving as sold' })),
  allergens: Type.Array(Allergen, { description: 'What the item itself contains, options aside' }),
  unavoidableAllergens: Type.Array(Allergen, { description: 'What every order of it contains, whatever the required choices' }),
  containsLactose: Type.Boolean({ description: 'It has lactose itself (over 100 mg per 100 g), options aside: declared apart from milk' }),
  unavoidableLactose: Type.Boolean({ description: 'Every order of it has lactose: its own, or milk its required choices cannot avoid' }),
  imageUrl: Nullable(Type.String()),
  available: Type.Boolean(),
  isHoliday: Type.Boolean(),
  soldOutUntil: Type.Optional(Nullable(Type.String({ description: 'ISO instant: sold out at the store until then (judged against the handoff time)' }))),
  dayparts: Type.Optional(
    Type.Array(Type.Object({ starts: Type.String(), ends: Type.String() }), { description: "Serving times on the store's clock, HH:MM; none: whenever it is open" }),
  ),
  smoke: Type.Optional(WireItemSmokeSchema),
});

export const WireItemSchema = Type.Object({
  ...WireItemBaseSchema.properties,
  quickAddOptionIds: Nullable(
    Type.Array(Type.Integer(), { description: "What one tap on a menu adds with it: each option group's defaults; null when a group asks the diner to choose" }),
  ),
});

export const WireOptionGroupSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  minChoices: Type.Integer(),
  maxChoices: Type.Integer(),
  options: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      priceDelta: Type.String(),
      isDefault: Type.Boolean(),
      allergens: Type.Array(Allergen),
      calories: Nullable(Type.Integer()),
      sodiumMg: Nullable(Type.Integer()),
    }),
  ),
});

export const WireItemDetailsSchema = Type.Object({
  ...WireItemBaseSchema.properties,
  locationId: Type.Integer(),
  sectionId: Nullable(Type.Integer()),
  optionGroups: Type.Array(WireOptionGroupSchema),
});
