/**
 * Request and response schemas of the profile routes (domain/wire/profile.ts). Bodies are
 * closed (unknown fields are dropped), so an id, points or a role in a body never reaches the
 * services; strings are bounded. Address limits match the order's delivery address, so a saved
 * address always fits an order.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { DELIVERY_FIELDS, PROFILE_FIELDS, VEHICLE_FIELDS } from '@/domain/validation';
import { MAX_TOKEN_LENGTH, OrderIdParams, WireOrderSchema } from '@/server/modules/orders';
import { WireLocationSchema } from '@/server/schemas/catalog';
import { errorResponses, Id, LocaleQuery, PageQuery, WireListSchema } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import { MAX_SIGNED_ID_LENGTH } from '@/server/modules/payments';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Closed = <T extends Parameters<typeof Type.Object>[0]>(properties: T) => Type.Object(properties, { additionalProperties: false });
const Items = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item) });
const Stamp = Type.String({ description: 'UTC ISO instant' });
const signedIn = (...statuses: number[]) => errorResponses(401, ...statuses);

/* ---------- wire shapes ---------- */

const ProfileSchema = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  emailVerified: Type.Boolean(),
  phone: Type.String(),
  referralCode: Type.String(),
  spendablePoints: Type.Integer(),
  createdAt: Stamp,
});

const KindId = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: 'home 1, work 2, other 3' });

const SavedAddressSchema = Type.Object({
  id: Type.Integer(),
  kindId: KindId,
  kind: Type.Union([Type.Literal('home'), Type.Literal('work'), Type.Literal('other')]),
  address: Type.String(),
  city: Type.String(),
  state: Nullable(Type.String()),
  zip: Type.String(),
  aptSuitBldg: Nullable(Type.String()),
  deliveryInstructions: Nullable(Type.String()),
  primary: Type.Boolean(),
  createdAt: Stamp,
});

const VehicleSchema = Type.Object({ id: Type.Integer(), make: Type.String(), model: Type.String(), colour: Type.String(), createdAt: Stamp });

const SavedCardSchema = Type.Object({
  id: Type.Integer(),
  token: Type.String(),
  brand: Type.String(),
  last4: Type.String(),
  expMonth: Type.Integer(),
  expYear: Type.Integer(),
  expired: Type.Boolean(),
  createdAt: Stamp,
});

const NotificationSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('order-paid'), Type.Literal('order-ready')]),
  type: Type.Union([Type.Literal('info'), Type.Literal('success'), Type.Literal('error')]),
  text: Type.String(),
  orderId: Nullable(Type.String()),
  orderNumber: Nullable(Type.String()),
  read: Type.Boolean(),
  createdAt: Stamp,
});

const ReferralsSchema = Type.Object({
  code: Type.String(),
  data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), status: Type.Union([Type.Literal('pending'), Type.Literal('completed')]), createdAt: Stamp })),
});

const OrderSummarySchema = Type.Object({
  id: Type.String(),
  number: Type.String(),
  status: Type.String(),
  statusId: Type.Integer(),
  handoff: Type.String(),
  handoffId: Type.Optional(Type.Integer()),
  categoryId: Type.Integer(),
  location: Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String() }),
  itemCount: Type.Integer(),
  total: Type.String(),
  currency: Type.String(),
  timeslot: Nullable(Type.Object({ start: Type.String(), date: Type.String(), label: Type.String(), asap: Type.Boolean() })),
  createdAt: Stamp,
  paidAt: Nullable(Stamp),
});

const ReorderSchema = Type.Object({
  order: WireOrderSchema,
  unavailable: Type.Array(Type.Object({ itemId: Type.Integer(), title: Type.String(), reason: Type.String() })),
});

/* ---------- requests ---------- */

const AddressBody = Closed({
  kindId: KindId,
  address: FieldText(DELIVERY_FIELDS.address, { minLength: 1 }),
  city: FieldText(DELIVERY_FIELDS.city, { minLength: 1 }),
  state: Type.Optional(Nullable(FieldText(DELIVERY_FIELDS.state))),
  zip: FieldText(DELIVERY_FIELDS.zip, { minLength: 1 }),
  aptSuitBldg: Type.Optional(Nullable(FieldText(DELIVERY_FIELDS.aptSuitBldg))),
  deliveryInstructions: Type.Optional(Nullable(FieldText(DELIVERY_FIELDS.deliveryInstructions))),
  primary: Type.Optional(Type.Boolean()),
});

const VehicleBody = Closed({
  make: FieldText(VEHICLE_FIELDS.make, { minLength: 1 }),
  model: FieldText(VEHICLE_FIELDS.model, { minLength: 1 }),
  colour: FieldText(VEHICLE_FIELDS.colour, { minLength: 1 }),
});

const AddressParams = Type.Object({ addressId: Id('Address id') });
const VehicleParams = Type.Object({ vehicleId: Id('Vehicle id') });
const WalletParams = Type.Object({ customerId: Id('Your own customer id') });
const CardParams = Type.Object({ customerId: Id('Your own customer id'), id: Id('Saved card id') });
const LocationParams = Type.Object({ locationId: Id('Location id') });
const Locale = Type.Object({ ...LocaleQuery });

export const getProfileSchema = ({ tags: ['profile'], response: { 200: ProfileSchema, ...signedIn() } });
export const updateProfileSchema = ({ tags: ['profile'],
  body: Closed({
    firstName: Type.Optional(FieldText(PROFILE_FIELDS.firstName)),
    lastName: Type.Optional(FieldText(PROFILE_FIELDS.lastName)),
    phone: Type.Optional(FieldText(PROFILE_FIELDS.phone)),
  }),
  response: { 200: ProfileSchema, ...signedIn() },
});
export const referralsSchema = ({ tags: ['profile'], response: { 200: ReferralsSchema, ...signedIn() } });

export const listAddressesSchema = ({ tags: ['addresses'], response: { 200: Items(SavedAddressSchema), ...signedIn() } });
export const createAddressSchema = ({ tags: ['addresses'], body: AddressBody, response: { 201: SavedAddressSchema, ...signedIn(409) } });
export const updateAddressSchema = ({ tags: ['addresses'], params: AddressParams, body: AddressBody, response: { 200: SavedAddressSchema, ...signedIn(404) } });
export const deleteAddressSchema = ({ tags: ['addresses'], params: AddressParams, response: { 204: Type.Null(), ...signedIn(404) } });
export const primaryAddressSchema = ({ tags: ['addresses'],
  params: Type.Object({ id: Id('Address id') }),
  response: { 200: Items(SavedAddressSchema), ...signedIn(404) },
});

export const listVehiclesSchema = ({ tags: ['vehicles'], response: { 200: Items(VehicleSchema), ...signedIn() } });
export const createVehicleSchema = ({ tags: ['vehicles'], body: VehicleBody, response: { 201: VehicleSchema, ...signedIn(409) } });
export const updateVehicleSchema = ({ tags: ['vehicles'], params: VehicleParams, body: VehicleBody, response: { 200: VehicleSchema, ...signedIn(404) } });
export const deleteVehicleSchema = ({ tags: ['vehicles'], params: VehicleParams, response: { 204: Type.Null(), ...signedIn(404) } });

export const listCardsSchema = ({ tags: ['saved cards'], params: WalletParams, response: { 200: Items(SavedCardSchema), ...signedIn(404) } });
export const saveCardSchema = ({ tags: ['saved cards'],
  params: WalletParams,
  body: Closed({ token: Type.String({ minLength: 1, maxLength: MAX_SIGNED_ID_LENGTH }) }),
  response: { 200: SavedCardSchema, 201: SavedCardSchema, ...signedIn(404, 409) },
});
export const deleteCardSchema = ({ tags: ['saved cards'], params: CardParams, response: { 204: Type.Null(), ...signedIn(404) } });

export const listFavoritesSchema = ({ tags: ['favourites'], querystring: Locale, response: { 200: Items(WireLocationSchema), ...signedIn() } });
export const favoriteSchema = ({ tags: ['favourites'],
  params: LocationParams,
  response: { 200: Type.Object({ locationId: Type.Integer(), favorite: Type.Boolean() }), ...signedIn(404) },
});

export const listNotificationsSchema = ({ tags: ['notifications'],
  querystring: Locale,
  response: { 200: Type.Object({ data: Type.Array(NotificationSchema), unread: Type.Integer() }), ...signedIn() },
});
export const markNotificationSchema = ({ tags: ['notifications'],
  params: Type.Object({ notificationId: Id('Notification id') }),
  querystring: Locale,
  body: Closed({ read: Type.Boolean() }),
  response: { 200: NotificationSchema, ...signedIn(404) },
});

export const myOrdersSchema = ({ tags: ['my orders'],
  querystring: Type.Object({ ...LocaleQuery, ...PageQuery }),
  response: { 200: WireListSchema(OrderSummarySchema), ...signedIn() },
});
export const reorderSchema = ({ tags: ['my orders'], params: OrderIdParams, querystring: Locale, response: { 201: ReorderSchema, ...signedIn(404, 422) } });
export const claimOrderSchema = ({ tags: ['my orders'],
  params: OrderIdParams,
  querystring: Locale,
  body: Type.Optional(Closed({ token: Type.Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH })) })),
  response: { 200: WireOrderSchema, ...signedIn(404) },
});
