/** Request and response schemas of the prices back office (domain/wire/staff-prices.ts). Bodies allow no extra fields; amounts are bounded strings. */
import { Type } from '@sinclair/typebox';
import { PERCENT_PATTERN, PICKED_ITEMS_MAX, PRICE_PATTERN } from '@/domain/pricing';
import { errorResponses, Id, Strict } from '@/server/schemas/common';

const tags = ['staff'];
const adminNote = 'Brand admins only (other staff: 403); their brand’s items and stores (another brand’s: 404).';
const Price = Type.String({ pattern: PRICE_PATTERN, maxLength: 8, description: 'A price: digits with at most 2 decimals, such as 12.50' });
const Money = Type.String();

const Items = Type.Union([
  Strict({ kind: Type.Literal('all') }),
  Strict({ kind: Type.Literal('section'), sectionId: Id('Section id') }),
  Strict({ kind: Type.Literal('picked'), itemIds: Type.Array(Id('Item id'), { minItems: 1, maxItems: PICKED_ITEMS_MAX }) }),
]);
const Change = Strict({
  kind: Type.Union([Type.Literal('set'), Type.Literal('add'), Type.Literal('subtract'), Type.Literal('percent')]),
  amount: Type.String({ maxLength: 9, description: `A price (set, add, subtract: ${PRICE_PATTERN}) or a percentage (${PERCENT_PATTERN}, -100 to 1000)` }),
});
const Scope = Type.Union([
  Strict({ kind: Type.Literal('state'), stateId: Id('State id') }),
  Strict({ kind: Type.Literal('market'), countryCode: Type.String({ pattern: '^[A-Z]{2}$', maxLength: 2, description: 'The market’s country code: US, CA' }) }),
]);
const ChangeRequest = {
  items: Items,
  change: Change,
  scope: Scope,
  withOptions: Type.Optional(Type.Boolean({ description: 'The chosen items’ options move by the same rule too (each store’s own price change of them)' })),
};

const Move = Type.Object({
  storeId: Type.Integer(),
  storeTitle: Type.String(),
  itemId: Type.Integer(),
  itemTitle: Type.String(),
  optionId: Type.Union([Type.Integer(), Type.Null()]),
  optionTitle: Type.Union([Type.String(), Type.Null()]),
  from: Money,
  to: Money,
});
const Planned = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('applied'), Type.Literal('cancelled')]),
  runAt: Type.String(),
  request: Type.Object(ChangeRequest),
  scopeName: Type.String(),
  previewCount: Type.Integer(),
  appliedCount: Type.Union([Type.Integer(), Type.Null()]),
  createdBy: Type.String(),
});
const StorePrice = Type.Object({ itemId: Type.Integer(), override: Type.Union([Money, Type.Null()]), price: Money });
const StoreOptionPrice = Type.Object({
  optionId: Type.Integer(),
  itemId: Type.Integer(),
  title: Type.String(),
  groupTitle: Type.String(),
  brandPrice: Money,
  override: Type.Union([Money, Type.Null()]),
  price: Money,
});
const Item = Type.Object({ id: Type.Integer(), title: Type.String(), basePrice: Money, sectionIds: Type.Array(Type.Integer()) });

export const priceListSchema = {
  tags,
  summary: 'The price list',
  description: `${adminNote} The brand’s items with their base prices, its sections, stores, states and markets; with storeId, that store’s own prices.`,
  querystring: Strict({ storeId: Type.Optional(Id('Store id')) }),
  response: {
    200: Type.Object({
      items: Type.Array(Item),
      sections: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), menuTitle: Type.String() })),
      stores: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), stateId: Type.Integer(), stateName: Type.String(), countryCode: Type.String(), currency: Type.String() })),
      states: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), countryCode: Type.String() })),
      markets: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), currency: Type.String() })),
      store: Type.Union([Type.Object({ id: Type.Integer(), currency: Type.String(), prices: Type.Array(StorePrice), options: Type.Array(StoreOptionPrice) }), Type.Null()]),
    }),
    ...errorResponses(401, 403, 404),
  },
};

export const basePriceSchema = {
  tags,
  summary: 'Change an item’s base price',
  description: `${adminNote} Stores without a price of their own sell at it, and their open carts are repriced (audited).`,
  params: Strict({ itemId: Id('Item id') }),
  body: Strict({ basePrice: Price }),
  response: { 200: Item, ...errorResponses(401, 403, 404) },
};

export const storePriceSchema = {
  tags,
  summary: 'Change a store’s price of an item',
  description: `${adminNote} null: the store sells at the base price again. The store’s open carts holding it are repriced (audited).`,
  params: Strict({ storeId: Id('Store id'), itemId: Id('Item id') }),
  body: Strict({ price: Type.Union([Price, Type.Null()]) }),
  response: { 200: StorePrice, ...errorResponses(401, 403, 404) },
};

export const storeOptionPriceSchema = {
  tags,
  summary: 'Change a store’s price of an option',
  description: `${adminNote} The price change choosing the option adds at the store, in its currency (no more decimals than it has: whole yen); null: the store charges the brand’s again. The store’s open carts holding it are repriced (audited).`,
  params: Strict({ storeId: Id('Store id'), optionId: Id('Option id') }),
  body: Strict({ price: Type.Union([Price, Type.Null()]) }),
  response: { 200: Type.Object({ optionId: Type.Integer(), override: Type.Union([Money, Type.Null()]), price: Money }), ...errorResponses(401, 403, 404) },
};

export const previewSchema = {
  tags,
  summary: 'Preview a bulk price change',
  description: `${adminNote} Every price the change would move now (store, item, the option when it is one, from, to), at most 500 listed; nothing is saved.`,
  body: Strict(ChangeRequest),
  response: { 200: Type.Object({ moves: Type.Array(Move), total: Type.Integer(), currency: Type.String() }), ...errorResponses(401, 403, 404) },
};

export const bulkSchema = {
  tags,
  summary: 'Apply or plan a bulk price change',
  description: `${adminNote} Without runAt, applies now (one audit row listing every move; 422 when nothing moves); with runAt, plans it for that time (pending until it runs or is cancelled).`,
  body: Strict({ ...ChangeRequest, runAt: Type.Optional(Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()])) }),
  response: { 200: Type.Object({ applied: Type.Integer(), scheduled: Type.Union([Planned, Type.Null()]) }), ...errorResponses(401, 403, 404, 422) },
};

export const scheduledSchema = {
  tags,
  summary: 'Planned price changes',
  description: `${adminNote} The pending changes and the last ones applied or cancelled.`,
  response: { 200: Type.Object({ changes: Type.Array(Planned) }), ...errorResponses(401, 403) },
};

export const cancelSchema = {
  tags,
  summary: 'Cancel a planned price change',
  description: `${adminNote} Only while it is pending (409 once applied or cancelled; audited).`,
  params: Strict({ changeId: Id('Planned change id') }),
  response: { 200: Planned, ...errorResponses(401, 403, 404, 409) },
};
