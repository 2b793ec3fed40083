/** Response schemas of a store's handoffs (domain/wire/handoffs.ts). */
import { Type } from '@sinclair/typebox';

/** The five handoffs; a new order takes any of them that its store offers. */
export const CreateHandoff = Type.Union([
  Type.Literal('pickup'),
  Type.Literal('delivery'),
  Type.Literal('curbside'),
  Type.Literal('dine-in'),
  Type.Literal('drive-through'),
]);

export const WireStoreHandoffsSchema = Type.Object({
  locationId: Type.Integer(),
  handoffs: Type.Array(Type.Object({ handoffId: Type.Integer(), handoff: CreateHandoff, leadMinutes: Type.Integer() })),
});
