/** Request schemas of the location routes: bounded ids, slugs, pages, filters and coordinates. */
import { Type } from '@sinclair/typebox';
import { MAX_FILTER_LENGTH } from '@/domain/filters';
import { WireLocationSchema } from '@/server/schemas/catalog';
import { errorResponses, Id, LocaleQuery, PageQuery, Slug, WireListSchema } from '@/server/schemas/common';

export const LocationIdParams = Type.Object({ locationId: Id('Location id') });
export const LocationSlugParams = Type.Object({ slug: Slug('Location slug') });

export const ListLocationsQuery = Type.Object({
  ...PageQuery,
  ...LocaleQuery,
  filter: Type.Optional(
    Type.String({ maxLength: MAX_FILTER_LENGTH, description: 'Filters: property[operator]value, joined by ;' }),
  ),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Search point latitude' })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Search point longitude' })),
});

export const PlainQuery = Type.Object({ ...LocaleQuery });

export const listLocationsSchema = {
  tags: ['locations'],
  querystring: ListLocationsQuery,
  response: { 200: WireListSchema(WireLocationSchema), ...errorResponses() },
};

export const allLocationsSchema = {
  tags: ['locations'],
  querystring: PlainQuery,
  response: { 200: WireListSchema(WireLocationSchema), ...errorResponses() },
};

export const locationByIdSchema = {
  tags: ['locations'],
  params: LocationIdParams,
  querystring: PlainQuery,
  response: { 200: WireLocationSchema, ...errorResponses(404) },
};

export const locationBySlugSchema = {
  tags: ['locations'],
  params: LocationSlugParams,
  querystring: PlainQuery,
  response: { 200: WireLocationSchema, ...errorResponses(404) },
};
