/** Request and response schemas of the console's loyalty routes (domain/wire/staff-loyalty.ts). Bodies allow no extra fields; numbers are bounded loosely, so the loyalty rules refuse with their own message. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { EARN_RATE_MAX, MYSTERY_ODDS_TOTAL, MYSTERY_PRIZES_MAX, STORE_POINTS_MAX } from '@/domain/loyalty/settings';
import { errorResponses, Id, Strict } from '@/server/schemas/common';

const tags = ['staff'];
const adminNote = 'Brand admins only (anyone else: 403).';
/** A body field that may be null, as the `nullable` keyword (a union would read null as 0 under type coercion). */
const OrNull = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const Item = Type.Object({ id: Type.Integer(), title: Type.String() });
const SettingsSchema = Type.Object({
  program: Type.Object({ loyaltyEnabled: Type.Boolean(), pointsPerUnit: Type.Integer({ description: 'Points earned per currency unit' }) }),
  storeItems: Type.Array(Type.Object({ itemId: Type.Integer(), title: Type.String(), points: Type.Integer(), active: Type.Boolean({ description: 'False: retired' }) })),
  mysteryPrizes: Type.Array(Type.Object({ itemId: Type.Integer(), title: Type.String(), weight: Type.Integer({ description: 'Chance in percent' }) })),
  yearly: Type.Object({ birthday: Nullable(Item), anniversary: Nullable(Item) }),
  items: Type.Array(Item, { description: 'The brand’s menu items, to choose from' }),
});
const ItemParams = Strict({ itemId: Id('Menu item id') });
const Points = Type.Integer({ minimum: 0, maximum: STORE_POINTS_MAX * 10, description: `Points cost, 1 to ${STORE_POINTS_MAX}` });
const answers = (...statuses: number[]) => ({ 200: SettingsSchema, ...errorResponses(401, 403, ...statuses) });

export const settingsSchema = {
  tags,
  summary: 'The brand’s loyalty settings',
  description: `${adminNote} The program (on or off, earn rate), the rewards store with retired items, the mystery reward odds, the birthday and anniversary rewards, and the menu items to choose from.`,
  response: answers(),
};

export const programSchema = {
  tags,
  summary: 'Turn the points program on or off, and set its earn rate',
  description: `${adminNote} The rewards pages state the new rate and orders paid from now on earn at it (audited).`,
  body: Strict({
    loyaltyEnabled: Type.Boolean(),
    pointsPerUnit: Type.Integer({ minimum: 0, maximum: EARN_RATE_MAX * 10, description: `Points per currency unit, 1 to ${EARN_RATE_MAX}` }),
  }),
  response: answers(),
};

export const addStoreItemSchema = {
  tags,
  summary: 'Add a menu item to the rewards store',
  description: `${adminNote} A retired item comes back at the new cost (audited). An item listed already: 409; an item not on the brand’s menu: 404.`,
  body: Strict({ itemId: Id('Menu item id'), points: Points }),
  response: { 201: SettingsSchema, ...errorResponses(401, 403, 404, 409) },
};

export const changeStoreItemSchema = {
  tags,
  summary: 'Change a rewards store item’s points cost',
  description: `${adminNote} Audited. An item not in the store: 404.`,
  params: ItemParams,
  body: Strict({ points: Points }),
  response: answers(404),
};

export const retireStoreItemSchema = {
  tags,
  summary: 'Retire an item from the rewards store',
  description: `${adminNote} Diners can no longer buy it; rewards already bought stay (audited). Not in the store: 404; retired already: 409.`,
  params: ItemParams,
  response: answers(404, 409),
};

export const mysteryOddsSchema = {
  tags,
  summary: 'Set the mystery reward odds',
  description: `${adminNote} Menu items, each with a whole chance in percent, together ${MYSTERY_ODDS_TOTAL} (audited). An item not on the menu: 404.`,
  body: Strict({
    prizes: Type.Array(Strict({ itemId: Id('Menu item id'), weight: Type.Integer({ minimum: 0, maximum: MYSTERY_ODDS_TOTAL * 10, description: 'Chance in percent' }) }), {
      maxItems: MYSTERY_PRIZES_MAX * 2,
    }),
  }),
  response: answers(404),
};

export const yearlyRewardsSchema = {
  tags,
  summary: 'Set the birthday and anniversary rewards',
  description: `${adminNote} The menu item each gives, or null to turn it off (audited). An item not on the menu: 404.`,
  body: Strict({ birthdayItemId: OrNull(Id('Menu item id; null: off')), anniversaryItemId: OrNull(Id('Menu item id; null: off')) }),
  response: answers(404),
};
