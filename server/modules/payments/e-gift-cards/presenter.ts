/** E-gift card rows as the wire shows them: tiny explicit field maps, never the row (its sealed card stays in the API). */
import type { WireEGiftPurchase, WireMyEGiftCard, WireStaffEGiftCard } from '@/domain/wire/e-gift-cards';
import type { EGiftRow, EGiftWithBalance } from './repository';

export function presentPurchase(row: EGiftRow): WireEGiftPurchase {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    deliverOn: row.deliverOn,
    status: row.status,
    cardLabel: row.cardLabel,
  };
}

export function presentMine(row: EGiftWithBalance): WireMyEGiftCard {
  return { ...presentPurchase(row), senderName: row.senderName, balance: row.balance, last4: row.last4 };
}

export function presentStaff(row: EGiftWithBalance): WireStaffEGiftCard {
  return {
    ...presentMine(row),
    senderEmail: row.senderEmail,
    spent: row.spent,
    sends: row.sends,
    holdReason: row.holdReason,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    refund: row.refundStatus ? { status: row.refundStatus, failure: row.refundFailure } : null,
  };
}
