/** Request and response schemas of the staff audit log read (domain/wire/staff-audit.ts). */
import { Type, type TSchema } from '@sinclair/typebox';
import { SIGN_IN_EMAIL } from '@/domain/validation';
import { errorResponses, Id, PageQuery, Strict, WireListSchema } from '@/server/schemas/common';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Day = (description: string) => Type.Optional(Type.String({ maxLength: 10, description }));

const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  staff: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() })),
  emailTried: Nullable(Type.String()),
  action: Type.String(),
  store: Nullable(Type.Object({ id: Type.Integer(), title: Type.String() })),
  target: Type.Object({ type: Type.String(), id: Nullable(Type.String()) }),
  detail: Nullable(Type.Record(Type.String(), Type.Unknown())),
  clientAddress: Nullable(Type.String()),
});

export const auditLogSchema = {
  tags: ['staff'],
  summary: 'The staff audit log (brand admins)',
  description:
    'Every staff action of the brand, refused sign-ins and reads of personal data included, newest first. Filters: a member (account id or email), a store, and UTC days from and to (both included, at most 366 days apart). Store staff are refused with 403.',
  querystring: Strict({
    person: Type.Optional(Type.String({ maxLength: SIGN_IN_EMAIL.max, description: 'Staff account id, or an email (an account’s or one tried at sign-in)' })),
    storeId: Type.Optional(Id('A store of the brand')),
    from: Day('First day, YYYY-MM-DD (UTC)'),
    to: Day('Last day, YYYY-MM-DD (UTC)'),
    ...PageQuery,
  }),
  response: { 200: WireListSchema(AuditEntrySchema), ...errorResponses(401, 403, 404) },
};
