/**
 * Request and response schemas of the staff routes. Bodies allow no extra fields; strings are
 * bounded by domain/validation's field rules. Every route but sign-in takes `Authorization: Bearer <staff token>`;
 * a customer token there is a 401, as a staff token is on customer routes.
 */
import { WireOrderHandoffDetailsSchema, OrderIdParams } from '@/server/modules/orders';
import { WireStaffCourierAlertSchema } from '@/server/modules/courier';
import { Type, type TObject, type TProperties } from '@sinclair/typebox';
import { PASSWORD_FIELD_MAX, SIGN_IN_EMAIL } from '@/domain/validation';
import { STAFF_ROLES } from '@/domain/wire/staff';
import { errorResponses, Id, Strict } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';

const Password = Type.String({ maxLength: PASSWORD_FIELD_MAX });
const Body = <T extends TProperties>(properties: T): TObject<T> => Type.Object(properties, { additionalProperties: false });
const tags = ['staff'];

const StoreSchema = Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String(), timeZone: Type.String(), countryCode: Type.String() });

export const StaffMemberSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: Type.Union(STAFF_ROLES.map((role) => Type.Literal(role))),
  brandId: Type.Integer(),
  mustChangePassword: Type.Boolean({ description: 'A one-time password is in use: change it before anything else' }),
  secondFactorEnrolmentRequired: Type.Boolean({ description: 'A brand admin without a second factor: enrol an authenticator app before anything else' }),
  stores: Type.Array(StoreSchema),
});

export const SessionSchema = Type.Object({ token: Type.String({ description: 'Staff bearer token (refused on customer routes)' }), expiresAt: Type.String(), staff: StaffMemberSchema });
const AcceptedSchema = Type.Object({ code: Type.String(), message: Type.String() });
const SecondFactorChallengeSchema = Type.Object({
  secondFactorRequired: Type.Literal(true),
  challenge: Type.String({ description: 'Short-lived; opens no staff route, only POST /staff/login/second-factor' }),
  expiresAt: Type.String(),
});

export const staffLoginSchema = {
  tags,
  summary: 'Staff sign-in',
  description:
    'Signs a store staff member or brand admin in with email and password (throttled). A one-time password answers mustChangePassword: true. A member with a second factor gets a challenge instead of a session: POST /staff/login/second-factor with a code completes the sign-in.',
  body: Body({ email: FieldText(SIGN_IN_EMAIL), password: Password }),
  response: { 200: Type.Union([SessionSchema, SecondFactorChallengeSchema]), ...errorResponses(401) },
};

export const staffLogoutSchema = {
  tags,
  summary: 'Staff sign-out',
  description: 'Revokes the staff session of the bearer token.',
  response: { 204: Type.Null(), ...errorResponses(401) },
};

export const staffMeSchema = {
  tags,
  summary: 'The signed-in staff member',
  description: 'The member of the staff token and the stores they see: their own (store staff) or every store of the brand (brand admin).',
  response: { 200: StaffMemberSchema, ...errorResponses(401) },
};

export const staffChangePasswordSchema = {
  tags,
  summary: 'Change the staff password',
  description: 'Required after a one-time password. Revokes the member’s other sessions.',
  body: Body({ currentPassword: Password, newPassword: Password }),
  response: { 200: AcceptedSchema, ...errorResponses(401) },
};

const StatusChoiceSchema = Type.Object({ status: Type.String(), statusId: Type.Integer() });

const QueueOrderSchema = Type.Object({
  id: Type.String(),
  number: Type.String(),
  status: Type.String(),
  statusId: Type.Integer(),
  handoff: Type.Union([Type.Literal('pickup'), Type.Literal('delivery')]),
  customerName: Type.Union([Type.String(), Type.Null()]),
  dueAt: Type.Union([Type.String(), Type.Null()]),
  dueTime: Type.Union([Type.String(), Type.Null()]),
  itemCount: Type.Integer(),
  lines: Type.Array(Type.Object({
    quantity: Type.Integer(),
    title: Type.String(),
    weightUnit: Type.Optional(Type.Union([Type.Literal('lb'), Type.Literal('100g'), Type.Literal('kg'), Type.Null()], { description: "A meat sold by weight: the store market's weight its quantity counts (100 g in Osaka); null when counted" })),
    label: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: "Whose line it is: a group order's guest name" })),
  })),
  total: Type.String(),
  currency: Type.String(),
  placedAt: Type.String(),
  next: Type.Array(StatusChoiceSchema),
  handoffId: Type.Optional(Type.Integer()),
  handoffDetails: Type.Optional(Type.Union([WireOrderHandoffDetailsSchema, Type.Null()])),
  declines: Type.Optional(Type.Array(Type.Object({ at: Type.String(), method: Type.String(), reason: Type.String() }))),
  late: Type.Optional(
    Type.Union([
      Type.Object(
        {
          newReadyAt: Type.String(),
          newReadyTime: Type.String(),
          credit: Type.Union([Type.Object({ kind: Type.Literal('points'), points: Type.Integer() }), Type.Object({ kind: Type.Literal('coupon'), code: Type.String() }), Type.Null()]),
        },
        { description: 'The order ran late: the new ready time the diner was told, and the apology credit once given' },
      ),
      Type.Null(),
    ]),
  ),
  courier: Type.Optional(Type.Union([WireStaffCourierAlertSchema, Type.Null()])),
});

export const storeOrdersSchema = {
  tags,
  summary: 'A store’s orders of a day, as a queue',
  description:
    'The paid orders of the store whose handoff (or, as soon as possible, payment) falls on `date` in the store’s time zone (today when absent), by handoff time. Another store’s id answers 404.',
  params: Strict({ storeId: Id('Store (location) id') }),
  querystring: Strict({ date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'Local day YYYY-MM-DD' })) }),
  response: { 200: Type.Object({ store: StoreSchema, date: Type.String(), orders: Type.Array(QueueOrderSchema) }), ...errorResponses(401, 403, 404) },
};

export const orderStatusSchema = {
  tags,
  summary: 'Move an order to a status (staff)',
  description:
    'Status ids: 2 received, 3 in the kitchen, 4 ready, 7 out for delivery, 5 completed, 6 cancelled. A move the rules refuse answers 409 with the reason; another store’s order answers 404. Moving to ready emails the diner.',
  params: Strict({ ...OrderIdParams.properties, statusId: Type.Integer({ minimum: 1, maximum: 32767, description: 'Order status id' }) }),
  response: {
    200: Type.Object({ orderId: Type.String(), number: Type.String(), status: Type.String(), statusId: Type.Integer(), updatedAt: Type.String() }),
    ...errorResponses(401, 403, 404, 409),
  },
};
