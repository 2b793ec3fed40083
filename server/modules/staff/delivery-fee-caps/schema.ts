/** Request and response schemas of the console's delivery fee caps (brand admins only; contract: domain/wire/staff-delivery-fee-caps.ts). */
import { Type } from '@sinclair/typebox';
import { FEE_CAP_MAX_LENGTH, FEE_CAP_PATTERN } from '@/domain/dispatch/fee-caps';
import { errorResponses, Strict } from '@/server/schemas/common';

const tags = ['staff'];
const adminNote = 'Brand admins only (anyone else: 403). Caps are the signed-in admin’s brand’s.';

const FeeCapsSchema = Type.Object({
  caps: Type.Array(
    Type.Object({
      currency: Type.String({ description: 'ISO 4217 code of a currency a market is paid in' }),
      markets: Type.Array(Type.String(), { description: 'The markets (country codes) paid in it' }),
      maxDinerFee: Type.Union([Type.String(), Type.Null()], { description: 'The most a diner pays for a courier, in the currency’s decimals; null: no cap, the diner pays the quote' }),
      max: Type.String({ description: 'The largest cap the currency takes' }),
    }),
  ),
});

const CurrencyParams = Strict({ currency: Type.String({ pattern: '^[A-Z]{3}$', maxLength: 3, description: 'ISO 4217 code, such as USD' }) });

export const getDeliveryFeeCapsSchema = {
  tags,
  summary: 'The brand’s delivery fee caps',
  description: `${adminNote} One entry per currency a market of the chain is paid in, with its cap or null.`,
  response: { 200: FeeCapsSchema, ...errorResponses(401, 403) },
};

export const putDeliveryFeeCapSchema = {
  tags,
  summary: 'Set the most the brand’s diners pay for a courier in a currency',
  description: `${adminNote} The brand absorbs the rest of a courier quote; the next quote uses it (audited). More decimals than the currency has, or more than its largest cap: 400; a currency no market is paid in: 404.`,
  params: CurrencyParams,
  body: Strict({ maxDinerFee: Type.String({ pattern: FEE_CAP_PATTERN, maxLength: FEE_CAP_MAX_LENGTH, description: 'An amount such as 4.99, never negative' }) }),
  response: { 200: FeeCapsSchema, ...errorResponses(400, 401, 403, 404) },
};

export const deleteDeliveryFeeCapSchema = {
  tags,
  summary: 'Remove the brand’s delivery fee cap in a currency',
  description: `${adminNote} Diners then pay the courier’s quote (audited). No cap in that currency: 404.`,
  params: CurrencyParams,
  response: { 200: FeeCapsSchema, ...errorResponses(400, 401, 403, 404) },
};
