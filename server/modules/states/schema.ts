/** Request schemas of the state and city routes. */
import { Type } from '@sinclair/typebox';
import { WireCitySchema, WireLocationSchema, WireStateSchema, WireStateWithCitiesSchema } from '@/server/schemas/catalog';
import { errorResponses, LocaleQuery, PageQuery, Slug, WireListSchema } from '@/server/schemas/common';

const PagedQuery = Type.Object({ ...PageQuery, ...LocaleQuery });

export const statesSchema = {
  tags: ['states'],
  querystring: PagedQuery,
  response: { 200: WireListSchema(WireStateSchema), ...errorResponses() },
};

export const citiesSchema = {
  tags: ['states'],
  params: Type.Object({ state: Slug('State label (TX) or slug (texas)') }),
  querystring: PagedQuery,
  response: { 200: WireListSchema(WireCitySchema), ...errorResponses(404) },
};

export const cityLocationsSchema = {
  tags: ['states'],
  params: Type.Object({ stateLabel: Slug('State label (TX) or slug (texas)'), city: Slug('City slug') }),
  querystring: PagedQuery,
  response: { 200: WireListSchema(WireLocationSchema), ...errorResponses(404) },
};

export const allCitiesAndStatesSchema = {
  tags: ['states'],
  querystring: Type.Object({
    ...LocaleQuery,
    storesUpTo: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 100_000,
        description: 'List each city\'s stores only when the market has at most this many; otherwise every city\'s `locations` is empty and only the counts are given.',
      }),
    ),
  }),
  response: { 200: Type.Array(WireStateWithCitiesSchema), ...errorResponses() },
};
