/** Request and response schemas of the store finder (domain/wire/orders.ts). */
import { Type } from '@sinclair/typebox';
import { ORDER_CATEGORY_IDS } from '@/domain/ordering';
import { WireLocationSchema } from '@/server/schemas/catalog';
import { STORE_SEARCH_FIELD } from '@/domain/validation';
import { CreateHandoff, WireStoreHandoffsSchema } from '@/server/modules/locations';
import { errorResponses, Id, LocaleQuery } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import { DEFAULT_SEARCH_LIMIT } from './service';

export const MAX_SEARCH_LIMIT = 50;
const Text = (maxLength: number, description: string) => Type.String({ maxLength, description });
const Latitude = Type.Number({ minimum: -90, maximum: 90, description: 'Latitude' });
const Longitude = Type.Number({ minimum: -180, maximum: 180, description: 'Longitude' });

export const WireSearchLocationSchema = Type.Object({
  ...WireLocationSchema.properties,
  distanceKm: Type.Number(),
  orderable: Type.Boolean(),
  deliveryRadiusKm: Type.Number(),
  /** Only with a bearer: one of the customer's favourite locations (listed first). */
  favorite: Type.Optional(Type.Boolean()),
  handoffs: Type.Optional(WireStoreHandoffsSchema.properties.handoffs),
});

export const WireLocationSearchSchema = Type.Object({
  origin: Type.Object({
    kind: Type.Union([Type.Literal('postal-code'), Type.Literal('city'), Type.Literal('coordinates')]),
    label: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
  }),
  data: Type.Array(WireSearchLocationSchema),
});

export const WireDeliveryRadiusSchema = Type.Object({
  deliverable: Type.Boolean(),
  distanceKm: Type.Number(),
  radiusKm: Type.Number(),
  alternatives: Type.Array(WireSearchLocationSchema),
});

export const searchSchema = {
  tags: ['store finder'],
  querystring: Type.Object({
    ...LocaleQuery,
    q: Type.Optional(FieldText(STORE_SEARCH_FIELD, { description: 'A ZIP or postal code, or a city name' })),
    lat: Type.Optional(Latitude),
    lng: Type.Optional(Longitude),
    limit: Type.Integer({ minimum: 1, maximum: MAX_SEARCH_LIMIT, default: DEFAULT_SEARCH_LIMIT }),
    handoff: Type.Optional(CreateHandoff),
  }),
  response: { 200: WireLocationSearchSchema, ...errorResponses(404) },
};

export const storeHandoffsSchema = {
  tags: ['store finder'],
  params: Type.Object({ locationId: Id('Location id') }),
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: WireStoreHandoffsSchema, ...errorResponses(404) },
};

export const deliveryRadiusSchema = {
  tags: ['store finder'],
  params: Type.Object({
    locationId: Id('Location id'),
    menuTypeId: Type.Integer({ minimum: 1, maximum: Math.max(...ORDER_CATEGORY_IDS), description: 'Order-menu category id' }),
  }),
  querystring: Type.Object({
    ...LocaleQuery,
    address: Type.Optional(Text(200, 'Street address')),
    city: Type.Optional(Text(80, 'City')),
    state: Type.Optional(Text(80, 'State or province')),
    zip: Type.Optional(Text(16, 'ZIP or postal code')),
    lat: Type.Optional(Latitude),
    lng: Type.Optional(Longitude),
  }),
  response: { 200: WireDeliveryRadiusSchema, ...errorResponses(404) },
};
