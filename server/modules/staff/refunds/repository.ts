/**
 * The rows money goes back through besides the refund ledger (which is the payments module's:
 * `@/server/modules/payments`): an order's payment, and the gift card credited with its ledger row.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { giftCardLedger, giftCards, payments } from '@/server/db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export async function findPayment(db: Database, paymentId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return payment;
}

/** Adds the amount to the gift card and writes its ledger row; answers the ledger row's id. */
export async function creditGiftCard(tx: Database, credit: { giftCardId: number; amount: string; orderId: string }, now: Date): Promise<number> {
  const [card] = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} + ${credit.amount}` })
    .where(eq(giftCards.id, credit.giftCardId))
    .returning({ balance: giftCards.balance });
  const [entry] = await tx
    .insert(giftCardLedger)
    .values({ giftCardId: credit.giftCardId, kind: 'refund', amount: credit.amount, balanceAfter: card!.balance, orderId: credit.orderId, createdAt: now })
    .returning({ id: giftCardLedger.id });
  return entry!.id;
}
