/** Request and response schemas of the Today's smoke screen (domain/wire/smoke.ts). Bodies allow no extra fields; amounts are checked by domain/kitchen/smoke-units.ts with their own messages. */
import { Type } from '@sinclair/typebox';
import { MAX_SMOKE_ENTRY_LENGTH, SMOKE_COUNTS, SMOKE_PIECE_COUNTS } from '@/domain/kitchen/smoke-units';
import { errorResponses, Id, Strict } from '@/server/schemas/common';

const tags = ['staff'];
const StoreParams = Strict({ storeId: Id('Store id') });
const EntryParams = Strict({
  storeId: Id('Store id'),
  itemId: Id('Item id'),
  day: Type.String({ minLength: 10, maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: "The store's business day, YYYY-MM-DD: today or tomorrow" }),
});

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const DayOut = Type.Object({
  date: Type.String(),
  entered: Type.Boolean(),
  smoked: Nullable(Type.String()),
  drawn: Type.String(),
  left: Nullable(Type.String()),
});
const MeatOut = Type.Object({
  itemId: Type.Integer(),
  title: Type.String(),
  countedAs: Type.Union(SMOKE_COUNTS.map((count) => Type.Literal(count))),
  entryUnit: Type.Union([Type.Literal('lb'), Type.Literal('kg'), Type.Null()]),
  today: DayOut,
  tomorrow: DayOut,
});
const StoreOut = Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String(), timeZone: Type.String(), countryCode: Type.String() });
const BoardOut = Type.Object({
  store: StoreOut,
  mayEnter: Type.Boolean(),
  lowPercent: Type.Integer(),
  today: Type.String(),
  tomorrow: Type.String(),
  meats: Type.Array(MeatOut),
});

const storeNote = 'Every staff role reads it, for their own stores (another store: 404); store managers and brand admins change it (others: 403).';

export const boardSchema = {
  tags,
  summary: "A store's smoked meats today and tomorrow",
  description: `${storeNote} Each meat sold by weight, and any the store counts, with the smoke entered, what orders drew and what is left, in the unit the manager enters (lb in the US, kg elsewhere; racks or pieces).`,
  params: StoreParams,
  response: { 200: BoardOut, ...errorResponses(401, 404) },
};

export const entrySchema = {
  tags,
  summary: "Enter a meat's smoke for today or tomorrow",
  description: `${storeNote} The day's smoke becomes the amount (a correction writes the difference to the ledger); never less than orders already drew for that day (409). Audited.`,
  params: EntryParams,
  body: Strict({
    amount: Type.String({ minLength: 1, maxLength: MAX_SMOKE_ENTRY_LENGTH, description: 'A whole number of racks or pieces, pounds in the US, or kilograms elsewhere (one decimal where sold per 100 g)' }),
    countedAs: Type.Optional(Type.Union(SMOKE_PIECE_COUNTS.map((count) => Type.Literal(count)), { description: 'For a meat not sold by weight: racks (default) or pieces' })),
  }),
  response: { 200: MeatOut, ...errorResponses(400, 401, 403, 404, 409) },
};

export const thresholdSchema = {
  tags,
  summary: 'Set the share of the smoke below which the menu says what is left',
  description: `${storeNote} Percent of a day's smoke, 0 to 100 (0: only "Sold out today"). Audited.`,
  params: StoreParams,
  body: Strict({ percent: Type.Integer({ minimum: 0, maximum: 100 }) }),
  response: { 200: BoardOut, ...errorResponses(400, 401, 403, 404) },
};
