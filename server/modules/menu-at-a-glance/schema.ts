/** Schemas of Menu At A Glance: a menu by its numeric id, an item by its slug, both bounded. */
import { Type } from '@sinclair/typebox';
import { ORDER_CATEGORY_BY_SLUG } from '@/domain/ordering/handoffs';
import { errorResponses, Id, LocaleQuery, Slug } from '@/server/schemas/common';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const GlancePrice = Type.Object(
  {
    currency: Type.String({ description: 'ISO 4217, the market country\'s currency' }),
    min: Type.String({ description: 'Decimal string: the lowest price at the market\'s restaurants' }),
    max: Type.String({ description: 'Decimal string: the highest price at the market\'s restaurants' }),
  },
  { description: 'Null when no restaurant of the market sells the item' },
);

const GlanceItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  imageUrl: Nullable(Type.String()),
  unit: Type.String(),
  minQuantity: Type.Integer({ description: 'The fewest an order takes (catering: the smallest party a per-guest item serves)' }),
  price: Nullable(GlancePrice),
});

const GlanceMenu = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  categoryId: Type.Integer(),
  sections: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String(), items: Type.Array(GlanceItem) })),
});

const GlanceItemDetails = Type.Object({
  ...GlanceItem.properties,
  menu: Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String(), categoryId: Type.Integer() }),
  section: Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String() }),
  optionGroups: Type.Array(
    Type.Object({
      title: Type.String(),
      minChoices: Type.Integer(),
      maxChoices: Type.Integer(),
      choices: Type.Array(Type.Object({ title: Type.String(), priceDelta: Type.String() })),
    }),
  ),
  nutrition: Nullable(Type.Object({ calories: Nullable(Type.Integer()) })),
});

export const glanceMenuSchema = {
  tags: ['menu-at-a-glance'],
  summary: "A brand menu's overview: sections and items with the market's prices",
  params: Type.Object({ menuId: Id('Menu id (the storefront asks for the brand\'s everyday menu)') }),
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: GlanceMenu, ...errorResponses(404) },
};

export const glanceItemSchema = {
  tags: ['menu-at-a-glance'],
  summary: 'One menu item by slug: description, options and nutrition',
  params: Type.Object({ slug: Slug('Item slug, e.g. sliced-brisket') }),
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: GlanceItemDetails, ...errorResponses(404) },
};

export const glanceCategoryMenuSchema = {
  tags: ['menu-at-a-glance'],
  summary: "The brand's first menu of an order category (catering: the menu its packages come from), as the menu overview",
  params: Type.Object({ category: Type.Union(Object.keys(ORDER_CATEGORY_BY_SLUG).map((slug) => Type.Literal(slug)), { description: 'Order category slug, e.g. catering' }) }),
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: GlanceMenu, ...errorResponses(404) },
};
