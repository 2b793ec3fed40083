/** Request and response schemas of the console's running-late settings (brand admins only). */
import { Type } from '@sinclair/typebox';
import { errorResponses, Strict } from '@/server/schemas/common';

const tags = ['staff'];
const adminNote = 'Brand admins only (anyone else: 403).';

export const LateSettingsSchema = Type.Object({
  graceMinutes: Type.Integer({ description: 'Minutes past the promised time before an order counts as late (default 10)' }),
  creditAfterMinutes: Type.Integer({ description: 'Minutes past the promised time before a late order is credited (default 30)' }),
  creditPoints: Type.Integer({ description: 'Points posted to an account (default 100)' }),
  couponPercent: Type.String({ description: 'Percent off a guest’s next order, a decimal string (default "15.00")' }),
});

export const getLateSettingsSchema = {
  tags,
  summary: 'The brand’s running-late settings',
  description: adminNote,
  response: { 200: LateSettingsSchema, ...errorResponses(401, 403) },
};

export const putLateSettingsSchema = {
  tags,
  summary: 'Change the brand’s running-late grace and credit',
  description: `${adminNote} Orders late from now on are told and credited by these (audited).`,
  // Bounded loosely: the rules refuse out-of-range values with their own message and code.
  body: Strict({
    graceMinutes: Type.Integer({ minimum: -100_000, maximum: 100_000 }),
    creditAfterMinutes: Type.Integer({ minimum: -100_000, maximum: 100_000 }),
    creditPoints: Type.Integer({ minimum: -10_000_000, maximum: 10_000_000 }),
    couponPercent: Type.String({ minLength: 1, maxLength: 10 }),
  }),
  response: { 200: LateSettingsSchema, ...errorResponses(401, 403) },
};
