/** Request and response schemas of the e-gift card routes (domain/wire/e-gift-cards.ts). Strings are bounded; bodies are closed. */
import { Type } from '@sinclair/typebox';
import { E_GIFT_FIELDS } from '@/domain/payments/e-gift-cards';
import { BILLING_FIELDS } from '@/domain/validation';
import { IdempotencyHeaders } from '@/server/idempotency/idempotency';
import { errorResponses, LocaleQuery, Strict } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import { TEXT_LANGUAGES } from '@/server/platform/text-language';

const EGiftId = Type.Object({ eGiftId: Type.String({ format: 'uuid', maxLength: 36, description: 'The e-gift card id the purchase answered' }) });

const Purchase = Type.Object({
  id: Type.String(),
  amount: Type.String(),
  currency: Type.String(),
  recipientName: Type.String(),
  recipientEmail: Type.String(),
  deliverOn: Type.String(),
  status: Type.String(),
  cardLabel: Type.Union([Type.String(), Type.Null()]),
});

const Mine = Type.Object({
  ...Purchase.properties,
  senderName: Type.String(),
  balance: Type.Union([Type.String(), Type.Null()]),
  last4: Type.Union([Type.String(), Type.Null()]),
});

const StaffCard = Type.Object({
  ...Mine.properties,
  senderEmail: Type.String(),
  spent: Type.Boolean(),
  sends: Type.Integer(),
  holdReason: Type.Union([Type.String(), Type.Null()]),
  deliveredAt: Type.Union([Type.String(), Type.Null()]),
  refund: Type.Union([Type.Object({ status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]), failure: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
});

export const purchaseSchema = {
  tags: ['payments'],
  summary: 'Buy an e-gift card, paid by card (a gift card cannot pay for one)',
  headers: IdempotencyHeaders,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({
    amount: Type.String({ maxLength: 16, description: "Decimal in the market's currency, e.g. '50.00'" }),
    recipientName: FieldText(E_GIFT_FIELDS.recipientName),
    recipientEmail: FieldText(E_GIFT_FIELDS.recipientEmail),
    senderName: FieldText(E_GIFT_FIELDS.senderName),
    senderEmail: FieldText(E_GIFT_FIELDS.senderEmail),
    message: FieldText(E_GIFT_FIELDS.message),
    deliverOn: Type.String({ maxLength: 10, description: "YYYY-MM-DD in the market's calendar" }),
    language: Type.Union(TEXT_LANGUAGES.map((language) => Type.Literal(language)), { description: "The recipient email's language" }),
    token: Type.String({ minLength: 1, maxLength: 2048, description: "The processor's hosted fields' card token" }),
    cardholderName: FieldText(BILLING_FIELDS.cardholderName),
    billing: Strict({
      address: FieldText(BILLING_FIELDS.address),
      city: FieldText(BILLING_FIELDS.city),
      state: FieldText(BILLING_FIELDS.state),
      zip: FieldText(BILLING_FIELDS.zip),
    }),
  }),
  response: { 200: Purchase, ...errorResponses(402, 409, 502, 503) },
};

export const mineSchema = {
  tags: ['profile'],
  summary: "The signed-in diner's e-gift cards: bought, and received at the account's email",
  response: { 200: Type.Object({ bought: Type.Array(Mine), received: Type.Array(Mine) }), ...errorResponses(401) },
};

export const oneSchema = {
  tags: ['profile'],
  summary: 'One e-gift card the signed-in diner bought (404 for anyone else)',
  params: EGiftId,
  response: { 200: Purchase, ...errorResponses(401, 404) },
};

export const staffListSchema = {
  tags: ['staff', 'payments'],
  summary: "The brand's paid e-gift cards, newest first, optionally by a sender's or recipient's email (brand admins)",
  querystring: Strict({ email: Type.Optional(FieldText(E_GIFT_FIELDS.recipientEmail)) }),
  response: { 200: Type.Array(StaffCard), ...errorResponses(401, 403) },
};

export const staffActionSchema = (summary: string) => ({
  tags: ['staff', 'payments'],
  summary,
  params: EGiftId,
  response: { 200: StaffCard, ...errorResponses(401, 403, 404, 409) },
});
