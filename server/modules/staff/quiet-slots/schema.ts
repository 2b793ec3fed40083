/** Request and response schemas of the console's quiet-time bonus settings (brand admins only). */
import { Type } from '@sinclair/typebox';
import { errorResponses, Strict } from '@/server/schemas/common';

const tags = ['staff'];
const adminNote = 'Brand admins only (anyone else: 403).';

export const QuietSlotSettingsSchema = Type.Object({
  thresholdPercent: Type.Integer({ description: 'A slot is quiet while its booked make-load is under this percentage of the make capacity (default 30; 0 turns the bonus off)' }),
  bonusPoints: Type.Integer({ description: 'Points a signed-in diner earns for choosing a quiet slot (default 50; 0 turns the bonus off)' }),
});

export const getQuietSlotSettingsSchema = {
  tags,
  summary: 'The brand’s quiet-time bonus',
  description: adminNote,
  response: { 200: QuietSlotSettingsSchema, ...errorResponses(401, 403) },
};

export const putQuietSlotSettingsSchema = {
  tags,
  summary: 'Change the brand’s quiet-time bonus',
  description: `${adminNote} Times chosen from now on earn by these; orders that chose theirs keep what they were promised (audited).`,
  // Bounded loosely: the rules refuse out-of-range values with their own message, code and field.
  body: Strict({
    thresholdPercent: Type.Integer({ minimum: -100_000, maximum: 100_000 }),
    bonusPoints: Type.Integer({ minimum: -10_000_000, maximum: 10_000_000 }),
  }),
  response: { 200: QuietSlotSettingsSchema, ...errorResponses(400, 401, 403) },
};
