/** Request and response schemas of the payment routes (domain/wire/payments.ts). Strings are bounded. */
import { Type, type TObject, type TProperties } from '@sinclair/typebox';
import { IdempotencyHeaders, IDEMPOTENCY_HEADER } from '@/server/idempotency/idempotency';
import { QUOTE_PAYMENT_PARTS } from '@/domain/catering';
import { MAX_TOKEN_LENGTH, ORDER_TOKEN_HEADER, OrderIdParams } from '@/server/modules/orders';
import { QUOTE_TOKEN_HEADER } from '@/server/modules/orders';
import { BILLING_FIELDS, GIFT_CARD_FIELDS as GIFT_CARD } from '@/domain/validation';
import { cardForm } from '@/server/schemas/card-form';
import { errorResponses, LocaleQuery, Strict } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import { MAX_WALLET_PAYMENT_DATA, WALLETS } from '@/domain/payments/wallets';

const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
const Money = Type.String({ maxLength: 16 });
const SignedId = Text(2048, 1);
const querystring = Type.Object({ ...LocaleQuery });
/** Payment bodies are closed: an unknown field anywhere, `billing` included, is refused by name. */
const Body = Strict;

const OrderHeaders = Type.Object({
  ...IdempotencyHeaders.properties,
  [ORDER_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH, description: 'The accessToken of POST /orders' })),
  [QUOTE_TOKEN_HEADER]: Type.Optional(
    Type.String({ maxLength: MAX_TOKEN_LENGTH, description: "A catering quote's link token: opens that quote's order" }),
  ),
});

/** On a catering quote's order: pay the estimate's deposit (the default) or its whole total. */
const QuotePart = {
  part: Type.Optional(
    Type.Union(QUOTE_PAYMENT_PARTS.map((part) => Type.Literal(part)), { description: "A catering quote's order only: 'deposit' (default) or 'full'" }),
  ),
};

/** A tender as data (domain/payments/tender.ts): its kind and what tells it apart. */
export const WireTenderSchema = Type.Object({
  kind: Type.String(),
  brand: Type.Optional(Type.String()),
  last4: Type.Optional(Type.String()),
  wallet: Type.Optional(Type.String()),
  method: Type.Optional(Type.String()),
  reference: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  label: Type.Optional(Type.String()),
});

export const WirePaymentSchema = Type.Object({
  id: Type.String(),
  method: Type.String(),
  paymentTypeId: Type.Integer(),
  amount: Type.String(),
  currency: Type.String(),
  label: Type.String(),
  tender: WireTenderSchema,
  createdAt: Type.String(),
});

export const WirePaymentStateSchema = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  statusId: Type.Integer(),
  status: Type.String(),
  paid: Type.Boolean(),
  currency: Type.String(),
  total: Type.String(),
  amountPaid: Type.String(),
  amountDue: Type.String(),
  payments: Type.Array(WirePaymentSchema),
});

const ErrorWithCode = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  code: Type.String(),
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  errors: Type.Optional(Type.Array(Type.String())),
});

const orderPost = <T extends TProperties>(body: TObject<T>, ...statuses: number[]) => ({
  tags: ['payments'],
  headers: OrderHeaders,
  params: OrderIdParams,
  querystring,
  body,
  response: { 200: WirePaymentStateSchema, ...errorResponses(404, 409, 422, ...statuses) },
});

export const paymentStateSchema = {
  tags: ['payments'],
  headers: OrderHeaders,
  params: OrderIdParams,
  querystring,
  response: { 200: WirePaymentStateSchema, ...errorResponses(404) },
};

export const cardPaymentSchema = {
  ...orderPost(
    Body({
      token: SignedId,
      cardholderName: FieldText(BILLING_FIELDS.cardholderName),
      billing: Body({
        address: FieldText(BILLING_FIELDS.address),
        city: FieldText(BILLING_FIELDS.city),
        state: FieldText(BILLING_FIELDS.state),
        zip: FieldText(BILLING_FIELDS.zip),
      }),
      saveCard: Type.Optional(Type.Boolean()),
      ...QuotePart,
    }),
    502,
  ),
  response: { 200: WirePaymentStateSchema, 402: ErrorWithCode, ...errorResponses(404, 409, 422, 502) },
};

/** A gift card's number and PIN are its own card form: they are checked against bank cards by the route. */
const GiftCardFields = { number: FieldText(GIFT_CARD.number), pin: FieldText(GIFT_CARD.pin) };
const GIFT_CARD_FORM = ['number', 'pin'];

export const giftCardBalanceSchema = {
  tags: ['payments'],
  headers: IdempotencyHeaders,
  querystring,
  body: cardForm(Body(GiftCardFields), GIFT_CARD_FORM),
  response: {
    200: Type.Object({ last4: Type.String(), balance: Type.String(), currency: Type.String() }),
    ...errorResponses(423),
  },
};

export const giftCardPaymentSchema = orderPost(cardForm(Body({ ...GiftCardFields, amount: Type.Optional(Money), ...QuotePart }), GIFT_CARD_FORM), 423);

export const payPalStartSchema = {
  ...orderPost(Body({ returnPath: Type.Optional(Text(200)), cancelPath: Type.Optional(Text(200)), ...QuotePart }), 502),
  response: { 200: Type.Object({ paypalOrderId: Type.String(), approveUrl: Type.String() }), ...errorResponses(404, 409, 422, 502) },
};

export const payPalCaptureSchema = orderPost(Body({ token: SignedId, payerId: Text(2048), ...QuotePart }));

export const freePaymentSchema = orderPost(Body({}));

export { IDEMPOTENCY_HEADER };

/** A wallet's payment data as the browser's Payment Request answered it: a card token comes from it. */
export const walletPaymentSchema = {
  ...orderPost(
    Body({
      wallet: Type.Union(WALLETS.map((wallet) => Type.Literal(wallet)), { description: "'apple_pay' or 'google_pay'" }),
      paymentData: Type.String({ minLength: 1, maxLength: MAX_WALLET_PAYMENT_DATA, pattern: '^[^\\u0000]*$' }),
      ...QuotePart,
    }),
    502,
  ),
  response: { 200: WirePaymentStateSchema, 402: ErrorWithCode, ...errorResponses(404, 409, 422, 502) },
};
