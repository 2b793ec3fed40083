/**
 * Response schemas mirroring domain/wire/orders.ts. Fastify serialises through them, so a field
 * missing here never reaches the storefront: keep the two files in step.
 */
import { WireOrderHandoffDetailsSchema } from './handoff-schema';
import { Type, type TSchema } from '@sinclair/typebox';
import { ITEM_UNITS } from '@/domain/menu/option-group-rules';
import { WireAddressSchema } from '@/server/schemas/catalog';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Money = Type.String({ description: 'Decimal string with 2 decimals' });

const Tip = Type.Object({ kind: Type.Union([Type.Literal('percent'), Type.Literal('amount')]), value: Type.String() });

const Violation = Type.Object({
  code: Type.String(),
  message: Type.String(),
  itemId: Type.Optional(Type.Integer()),
  title: Type.Optional(Type.String()),
  minimum: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
  maximum: Type.Optional(Type.Integer()),
});

const Line = Type.Object({
  id: Type.Integer(),
  itemId: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  imageUrl: Nullable(Type.String()),
  sectionId: Nullable(Type.Integer()),
  quantity: Type.Integer(),
  minQuantity: Type.Integer(),
  unit: Type.Union(ITEM_UNITS.map((unit) => Type.Literal(unit)), { description: "How the item is sold: 'lb' is by weight, its quantity counting the market's weight" }),
  options: Type.Array(Type.Object({ id: Type.Integer(), groupId: Type.Integer(), title: Type.String(), priceDelta: Money })),
  specialInstructions: Nullable(Type.String()),
  unitPrice: Money,
  lineTotal: Money,
  rewardId: Type.Optional(Type.String({ description: 'The wallet reward that makes one unit of this line free.' })),
  offMenu: Type.Optional(Type.Literal(true, { description: 'An open order only: the item or one of its options was deleted from the menu; the line must go before checkout.' })),
  label: Type.Optional(Type.String({ maxLength: 40, description: "Whose line this is: a group order's guest name." })),
});

const OrderLocation = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  localTitle: Type.Optional(Nullable(Type.String())),
  phone: Type.String(),
  address: WireAddressSchema,
  timeZone: Type.String(),
  countryCode: Type.String(),
});

export const WireOrderSchema = Type.Object({
  id: Type.String(),
  number: Type.String(),
  status: Type.String(),
  statusId: Type.Integer(),
  brandId: Type.Integer(),
  countryCode: Type.String(),
  currency: Type.String(),
  categoryId: Type.Integer(),
  handoff: Type.Union([Type.Literal('pickup'), Type.Literal('delivery')]),
  handoffId: Type.Integer(),
  location: OrderLocation,
  deliveryAddress: Nullable(
    Type.Object({
      address: Type.String(),
      city: Type.String(),
      state: Nullable(Type.String()),
      zip: Type.String(),
      aptSuitBldg: Nullable(Type.String()),
      deliveryInstructions: Nullable(Type.String()),
    }),
  ),
  timeslot: Nullable(Type.Object({ start: Type.String(), date: Type.String(), label: Type.String(), asap: Type.Boolean() })),
  guest: Nullable(Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String(), phone: Type.String() })),
  tip: Nullable(Tip),
  lines: Type.Array(Line),
  itemCount: Type.Integer(),
  totals: Type.Object({
    subtotal: Money,
    discount: Money,
    discountedSubtotal: Money,
    deliveryFee: Money,
    taxes: Type.Array(Type.Object({ code: Type.String(), rate: Type.String(), amount: Money })),
    taxTotal: Money,
    taxIncluded: Type.Boolean(),
    tip: Money,
    total: Money,
  }),
  coupons: Type.Array(
    Type.Object({ id: Type.Integer(), code: Type.String(), title: Type.String(), typeId: Type.Integer(), applies: Type.Boolean(), discount: Money }),
  ),
  violations: Type.Array(Violation),
  blockers: Type.Array(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  paidAt: Nullable(Type.String()),
  handoffDetails: Type.Optional(Nullable(WireOrderHandoffDetailsSchema)),
  accessToken: Type.Optional(Type.String()),
});

export const WireTimeslotsSchema = Type.Object({
  orderId: Type.String(),
  timeZone: Type.String(),
  handoff: Type.Union([Type.Literal('pickup'), Type.Literal('delivery')]),
  leadMinutes: Type.Integer({ description: 'Minutes to the first time: the handoff’s lead, grown when the kitchen runs behind' }),
  pausedUntil: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Present while the handoff is paused: orders are taken again from this instant; null until a manager resumes' })),
  slotMinutes: Type.Integer(),
  asapAvailable: Type.Boolean(),
  days: Type.Array(
    Type.Object({
      date: Type.String(),
      weekday: Type.Integer(),
      slots: Type.Array(
        Type.Object({
          start: Type.String(),
          label: Type.String(),
          remaining: Type.Integer(),
          quietBonus: Type.Optional(Type.Integer({ minimum: 1, description: 'A quiet time at the kitchen: the points a signed-in diner earns for choosing it (absent when none)' })),
        }),
      ),
    }),
  ),
});
