/** Request and response schemas of a store's pauses of online orders (domain/wire/staff-pauses.ts). Bodies allow no extra fields. */
import { Type } from '@sinclair/typebox';
import { HANDOFF_IDS } from '@/domain/ordering/handoffs';
import { errorResponses, Id, Strict } from '@/server/schemas/common';

const tags = ['staff'];
const note = 'Store managers and brand admins (store staff: 403); a store the caller does not run: 404.';
const StoreParams = Strict({ storeId: Id('Store id') });
const HandoffParams = Strict({
  storeId: Id('Store id'),
  handoffId: Type.Union(HANDOFF_IDS.map((id) => Type.Literal(id)), { description: 'dine-in 1, pickup 2, delivery 3, curbside 4, drive-through 6' }),
});

const PausesOut = Type.Object({
  store: Type.Object({ id: Type.Integer(), title: Type.String(), timeZone: Type.String() }),
  handoffs: Type.Array(Type.Object({ handoffId: Type.Integer(), paused: Type.Boolean(), until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) })),
});

export const storePausesSchema = {
  tags,
  summary: 'A store’s handoffs and their pauses of online orders',
  description: note,
  params: StoreParams,
  response: { 200: PausesOut, ...errorResponses(401, 403, 404) },
};

export const pauseSchema = {
  tags,
  summary: 'Pause a handoff’s online orders',
  description: `${note} For 15, 30 or 60 minutes from now, or (minutes null) until resumed; replaces a pause in force. Diners see when orders are taken again and may schedule a later time. A handoff the store does not offer: 409 (audited).`,
  params: HandoffParams,
  body: Strict({ minutes: Type.Union([Type.Literal(15), Type.Literal(30), Type.Literal(60), Type.Null()], { description: '15, 30 or 60; null: until resumed' }) }),
  response: { 200: PausesOut, ...errorResponses(400, 401, 403, 404, 409) },
};

export const resumeSchema = {
  tags,
  summary: 'Resume a handoff’s online orders',
  description: `${note} Ends the handoff’s pause, if any (audited).`,
  params: HandoffParams,
  response: { 200: PausesOut, ...errorResponses(400, 401, 403, 404, 409) },
};
