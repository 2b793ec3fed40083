/** Request and response schemas of the kitchen screen (contract: domain/wire/kitchen-tickets.ts). */
import { Type } from '@sinclair/typebox';
import { OrderIdParams } from '@/server/modules/orders';
import { errorResponses, Id, Strict } from '@/server/schemas/common';

const tags = ['staff'];

const StoreParams = Strict({ storeId: Id('Store (location) id') });
const TicketParams = Strict({ storeId: Id('Store (location) id'), ...OrderIdParams.properties });

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const Line = Type.Object({
  itemId: Nullable(Type.Integer()),
  quantity: Type.Integer(),
  title: Type.String(),
  weightUnit: Nullable(Type.String()),
  options: Type.Array(Type.String()),
  specialInstructions: Nullable(Type.String()),
  label: Nullable(Type.String()),
});

const Vehicle = Type.Object({ vehicleId: Nullable(Type.Integer()), make: Type.String(), model: Type.String(), colour: Type.String(), plate: Nullable(Type.String()) });

const Ticket = Type.Object({
  orderId: Type.String(),
  number: Type.String(),
  status: Type.String(),
  handoff: Type.String(),
  customerName: Nullable(Type.String()),
  promisedAt: Type.String(),
  promisedTime: Type.String(),
  asap: Type.Boolean(),
  makeMinutes: Type.Integer(),
  startAt: Type.String(),
  startTime: Type.String(),
  lines: Type.Array(Line),
  vehicle: Nullable(Vehicle),
  tableNumber: Nullable(Type.Integer()),
  arrivedTime: Nullable(Type.String()),
  deliveryInstructions: Nullable(Type.String()),
  updatedAt: Type.String(),
});

export const KitchenBoardSchema = Type.Object({
  store: Type.Object({ id: Type.Integer(), title: Type.String(), timeZone: Type.String() }),
  now: Type.String(),
  tickets: Type.Array(Ticket),
  ready: Type.Array(Ticket),
  allDay: Type.Array(Type.Object({ itemId: Nullable(Type.Integer()), title: Type.String(), quantity: Type.Integer(), weightUnit: Nullable(Type.String()) })),
});

export const kitchenBoardSchema = {
  tags,
  summary: 'A store’s kitchen screen (staff)',
  description:
    'The store’s received and cooking orders of its day as tickets, in the order they must start (promised time minus the slowest item’s make-time); the ready ones, latest first, for a recall; and the all-day count of what is still to make. Another store’s id answers 404.',
  params: StoreParams,
  response: { 200: KitchenBoardSchema, ...errorResponses(401, 403, 404) },
};

export const kitchenEventsSchema = {
  tags,
  summary: 'A store’s kitchen screen, live (server-sent events)',
  description:
    'text/event-stream of `board` events, each the whole board of GET /staff/stores/:storeId/kitchen: the first at once, another whenever the store’s orders change. The stream ends after 10 minutes (the client reconnects).',
  params: StoreParams,
  response: {
    200: { description: 'A stream of board events', content: { 'text/event-stream': { schema: Type.String() } } },
    ...errorResponses(401, 403, 404),
  },
};

const Moved = Type.Object({ orderId: Type.String(), number: Type.String(), status: Type.String(), updatedAt: Type.String() });

export const bumpTicketSchema = {
  tags,
  summary: 'Bump a kitchen ticket to ready (staff)',
  description:
    'The order is ready: its diner’s order page says so and the ready email goes out. A ticket of another store, or unknown, answers 404; an order ready already 409 (kitchen_ticket_already_ready), so a replay changes nothing; a finished or cancelled one 409.',
  params: TicketParams,
  response: { 200: Moved, ...errorResponses(401, 403, 404, 409) },
};

export const recallTicketSchema = {
  tags,
  summary: 'Recall a ready kitchen ticket (staff)',
  description:
    'A ready order goes back to the kitchen (in progress), audited. A ticket of another store, or unknown, answers 404; an order not ready 409 (kitchen_ticket_not_ready).',
  params: TicketParams,
  response: { 200: Moved, ...errorResponses(401, 403, 404, 409) },
};
