/** Request schemas of the menu routes: every id is a bounded positive integer. */
import { Type } from '@sinclair/typebox';
import { WireItemDetailsSchema, WireItemSchema, WireMenuSchema, WireSectionSchema } from '@/server/schemas/catalog';
import { errorResponses, Id, LocaleQuery } from '@/server/schemas/common';

const querystring = Type.Object({ ...LocaleQuery });
const locationId = Id('Location id');

export const menusSchema = {
  tags: ['menus'],
  params: Type.Object({ locationId }),
  querystring,
  response: { 200: Type.Array(WireMenuSchema), ...errorResponses(404) },
};

export const sectionsSchema = {
  tags: ['menus'],
  params: Type.Object({ locationId, menuId: Id('Menu id') }),
  querystring: Type.Object({
    ...LocaleQuery,
    include: Type.Optional(Type.Literal('items', { description: 'items: each section carries its items, at this location' })),
  }),
  response: {
    200: Type.Array(Type.Composite([WireSectionSchema, Type.Object({ items: Type.Optional(Type.Array(WireItemSchema)) })])),
    ...errorResponses(404),
  },
};

export const itemsSchema = {
  tags: ['menus'],
  params: Type.Object({ locationId, id: Id('Section id') }),
  querystring,
  response: { 200: Type.Array(WireItemSchema), ...errorResponses(404) },
};

export const itemDetailsSchema = {
  tags: ['menus'],
  params: Type.Object({ locationId, id: Id('Item id') }),
  querystring,
  response: { 200: WireItemDetailsSchema, ...errorResponses(404) },
};
