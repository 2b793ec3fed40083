/** Tip entries: a percentage 0–100 or an amount, up to 2 decimals. */
import { CART_MESSAGES } from '@/domain/messages';
import type { WireTipInput } from '@/domain/wire/orders';
import { BadRequestError } from '@/server/errors';

export const MAX_TIP_AMOUNT = '9999.99';
const PERCENT = /^(?:100(?:\.0{1,2})?|\d{1,2}(?:\.\d{1,2})?)$/;
const AMOUNT = /^\d{1,4}(?:\.\d{1,2})?$/;

/** The tip as stored, or 400 "Could not add tip" with the reason. */
export function checkTip(tip: WireTipInput): WireTipInput {
  const value = tip.value.trim();
  if (tip.kind === 'percent' && !PERCENT.test(value)) {
    throw new BadRequestError(CART_MESSAGES.couldNotAddTip, [`A tip percentage must be a number from 0 to 100, got "${tip.value}"`]);
  }
  if (tip.kind === 'amount' && !AMOUNT.test(value)) {
    throw new BadRequestError(CART_MESSAGES.couldNotAddTip, [
      `A tip amount must be from 0 to ${MAX_TIP_AMOUNT} with at most 2 decimals, got "${tip.value}"`,
    ]);
  }
  return { kind: tip.kind, value } as WireTipInput;
}
