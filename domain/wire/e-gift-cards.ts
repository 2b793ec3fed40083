/**
 * The e-gift card routes, under /online-ordering:
 * - POST /e-gift-cards                      WireEGiftPurchaseRequest → WireEGiftPurchase (Idempotency-Key honoured)
 * - GET  /e-gift-cards/mine                 → WireMyEGiftCards (signed in: bought and received)
 * - GET  /e-gift-cards/:id                  → WireEGiftPurchase (signed in: its buyer only; 404 to anyone else)
 * - GET  /staff/e-gift-cards?email=         → WireStaffEGiftCard[] (brand admins)
 * - POST /staff/e-gift-cards/:id/resend     → WireStaffEGiftCard (brand admins; audited)
 * - POST /staff/e-gift-cards/:id/void       → WireStaffEGiftCard (brand admins; audited; refunds the buyer's card once)
 * - POST /dev/e-gift-card-delivery { now }  → { now, delivered } (demo mode only)
 */
import type { EGiftRefundStatus, EGiftStatus } from '@/domain/payments/e-gift-cards';
import type { MoneyString } from './catalog';

export const E_GIFT_PATHS = {
  purchase: '/e-gift-cards',
  mine: '/e-gift-cards/mine',
  one: '/e-gift-cards/:eGiftId',
  staffList: '/staff/e-gift-cards',
  staffResend: '/staff/e-gift-cards/:eGiftId/resend',
  staffVoid: '/staff/e-gift-cards/:eGiftId/void',
  devDelivery: '/dev/e-gift-card-delivery',
} as const;

export const eGiftPath = (path: string, id: string) => path.replace(':eGiftId', encodeURIComponent(id));

/** What the buyer sends besides the card token and billing address (the card form's own fields). */
export type WireEGiftPurchaseRequest = {
  amount: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  senderEmail: string;
  message: string;
  /** 'YYYY-MM-DD' in the market's calendar. */
  deliverOn: string;
  /** The recipient's email language. */
  language: 'en' | 'fr' | 'ja' | 'es' | 'pt';
  token: string;
  cardholderName: string;
  billing: { address: string; city: string; state: string; zip: string };
};

export type WireEGiftPurchase = {
  id: string;
  amount: MoneyString;
  currency: string;
  recipientName: string;
  recipientEmail: string;
  deliverOn: string;
  status: EGiftStatus;
  cardLabel: string | null;
};

export type WireMyEGiftCard = WireEGiftPurchase & {
  senderName: string;
  /** The card's balance now; null until it is paid. */
  balance: MoneyString | null;
  last4: string | null;
};

export type WireMyEGiftCards = { bought: WireMyEGiftCard[]; received: WireMyEGiftCard[] };

export type WireStaffEGiftCard = WireMyEGiftCard & {
  senderEmail: string;
  /** Whether anything was spent from it (then it cannot be voided). */
  spent: boolean;
  sends: number;
  holdReason: string | null;
  deliveredAt: string | null;
  /** A voided card's refund of the buyer's payment: pending until the processor answers, succeeded, or failed (with the processor's reason; voiding again retries). */
  refund: { status: EGiftRefundStatus; failure: string | null } | null;
};
