/**
 * The e-gift card calls (contract: domain/wire/e-gift-cards.ts): buying one (with an
 * Idempotency-Key per attempt), the signed-in diner's cards, and the staff console's list,
 * resend and void (staff context, lib/staff/session.ts).
 */
import {
  E_GIFT_PATHS,
  eGiftPath,
  type WireEGiftPurchase,
  type WireEGiftPurchaseRequest,
  type WireMyEGiftCards,
  type WireStaffEGiftCard,
} from '@/domain/wire/e-gift-cards';
import { apiGet, apiPost, type ApiContext } from './client';

export type EGiftPurchase = WireEGiftPurchase;
export type MyEGiftCards = WireMyEGiftCards;
export type StaffEGiftCard = WireStaffEGiftCard;

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const path = (relative: string) => `/online-ordering${relative}`;

export function buyEGiftCard(ctx: ApiContext, body: WireEGiftPurchaseRequest, idempotencyKey: string): Promise<EGiftPurchase> {
  return apiPost(ctx, path(E_GIFT_PATHS.purchase), body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

export function fetchMyEGiftCards(ctx: ApiContext): Promise<MyEGiftCards> {
  return apiGet(ctx, path(E_GIFT_PATHS.mine));
}

export function fetchStaffEGiftCards(ctx: ApiContext, email: string): Promise<StaffEGiftCard[]> {
  return apiGet(ctx, path(E_GIFT_PATHS.staffList), { query: { email: email.trim() || undefined } });
}

export function resendEGiftCard(ctx: ApiContext, id: string): Promise<StaffEGiftCard> {
  return apiPost(ctx, path(eGiftPath(E_GIFT_PATHS.staffResend, id)), undefined);
}

export function voidEGiftCard(ctx: ApiContext, id: string): Promise<StaffEGiftCard> {
  return apiPost(ctx, path(eGiftPath(E_GIFT_PATHS.staffVoid, id)), undefined);
}
