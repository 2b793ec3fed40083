/** Request and response schemas of the Menu availability screen (domain/wire/staff-menu.ts). Bodies allow no extra fields; times are checked by domain/menu/availability.ts with their own messages. */
import { Type } from '@sinclair/typebox';
import { MAX_DAYPARTS } from '@/domain/menu/availability-messages';
import { errorResponses, Id, Strict } from '@/server/schemas/common';

const tags = ['staff'];
const Clock = Type.String({ minLength: 1, maxLength: 5, description: 'A time of day on the store’s clock, HH:MM' });
const StoreParams = Strict({ storeId: Id('Store id') });
const ItemParams = Strict({ storeId: Id('Store id'), itemId: Id('Item id') });

const DaypartOut = Type.Object({ starts: Type.String(), ends: Type.String() });
const ItemOut = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  sold: Type.Boolean({ description: 'The store sells the item at all' }),
  soldOutUntil: Type.Union([Type.String(), Type.Null()], { description: 'Sold out until then (ISO); null: on sale' }),
  dayparts: Type.Array(DaypartOut),
  holidayOnly: Type.Boolean(),
});
const StoreOut = Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String(), timeZone: Type.String(), countryCode: Type.String() });
const MenuOut = Type.Object({
  store: StoreOut,
  mayChangeServing: Type.Boolean(),
  sections: Type.Array(Type.Object({ id: Type.Integer(), menuTitle: Type.String(), title: Type.String(), items: Type.Array(ItemOut) })),
});

const storeNote = 'Every staff role, for their own stores (another store: 404).';

export const storeMenuSchema = {
  tags,
  summary: "A store's items and their availability",
  description: `${storeNote} The store's items by menu and section, each with its sold-out mark, serving times and holiday flag.`,
  params: StoreParams,
  response: { 200: MenuOut, ...errorResponses(401, 404) },
};

export const soldOutSchema = {
  tags,
  summary: 'Mark an item sold out today, or back on sale',
  description: `${storeNote} Sold out lasts until the store's next business day starts, on its own clock (audited).`,
  params: ItemParams,
  body: Strict({ soldOut: Type.Boolean() }),
  response: { 200: ItemOut, ...errorResponses(401, 404) },
};

export const servingSchema = {
  tags,
  summary: "Change an item's serving times and holiday flag",
  description: 'Brand admins (others: 403). Holds at every store of the brand; an item without serving times is served whenever the store is open (audited).',
  params: ItemParams,
  body: Strict({
    dayparts: Type.Array(Strict({ starts: Clock, ends: Clock }), { maxItems: MAX_DAYPARTS }),
    holidayOnly: Type.Boolean(),
  }),
  response: { 200: ItemOut, ...errorResponses(400, 401, 403, 404) },
};
