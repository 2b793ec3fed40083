/** Request and response schemas of an order's handoff details (domain/wire/handoffs.ts). Strings are bounded. */
import { Type, type TSchema } from '@sinclair/typebox';
import { VEHICLE_FIELDS } from '@/domain/validation';
import { errorResponses, Id, LocaleQuery, Strict } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import { CreateHandoff } from '@/server/modules/locations';
import { MAX_TOKEN_LENGTH, ORDER_TOKEN_HEADER } from './access';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A plate is checked by the service (its own message); the schema only bounds the string. */
const PLATE_SCHEMA_MAX = 40;

const TypedVehicle = Strict({
  make: FieldText(VEHICLE_FIELDS.make, { minLength: 1 }),
  model: FieldText(VEHICLE_FIELDS.model, { minLength: 1 }),
  colour: FieldText(VEHICLE_FIELDS.colour, { minLength: 1 }),
  plate: Type.Optional(Nullable(Type.String({ maxLength: PLATE_SCHEMA_MAX }))),
  save: Type.Optional(Type.Boolean({ description: 'Signed in only: also keep it in My Vehicles' })),
});

export const HandoffUpdateFields = {
  vehicle: Type.Optional(Type.Union([Strict({ vehicleId: Id('A vehicle of My Vehicles') }), TypedVehicle], { description: 'Curbside only' })),
  // One type list, not a union: with type coercion a union turns null into table 0, or 0 into null.
  tableNumber: Type.Optional(
    // Bounded to a database integer here; the table range itself is checked with its own message.
    Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: -2_147_483_648, maximum: 2_147_483_647, description: 'Dine-in only: the table number; null clears it' }),
  ),
};

const Vehicle = Type.Object({ vehicleId: Nullable(Type.Integer()), make: Type.String(), model: Type.String(), colour: Type.String(), plate: Nullable(Type.String()) });

export const WireOrderHandoffDetailsSchema = Type.Object({
  handoff: CreateHandoff,
  vehicle: Nullable(Vehicle),
  tableNumber: Nullable(Type.Integer()),
  arrivedAt: Nullable(Type.String()),
  arrivedTime: Type.Optional(Nullable(Type.String())),
  instructions: Nullable(Type.String()),
});

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const arrivalSchema = {
  tags: ['orders'],
  summary: "The curbside diner is here (\"I'm here\")",
  description: 'Once, on the day of the order, for a placed curbside order; a replay answers the first arrival.',
  headers: Type.Object({ [ORDER_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH })) }),
  params: Type.Object({ orderId: Type.String({ pattern: UUID, maxLength: 36 }) }),
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: WireOrderHandoffDetailsSchema, ...errorResponses(404, 409) },
};
