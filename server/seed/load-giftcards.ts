/**
 * Demo gift cards of brand 4, for the checkout journeys and for people trying the demo.
 * Idempotent: a card already present (same number) is left as it is, balance included, so a
 * second seed run never refills a card someone spent. Each new card gets its 'load' ledger row.
 */
import { giftCardLedger, giftCards } from '@/server/db/schema';
import { numberHash, pinHash } from '@/server/modules/payments';
import type { SeedDb } from './types';

export type DemoGiftCard = { number: string; pin: string; currency: 'USD' | 'CAD'; balance: string; use: string };

/** Listed in the README; the numbers are ours (no real issuer range). */
export const DEMO_GIFT_CARDS: readonly DemoGiftCard[] = [
  { number: '6006490000000001', pin: '1234', currency: 'USD', balance: '100.00', use: 'pays a whole US order' },
  { number: '6006490000000002', pin: '2345', currency: 'USD', balance: '10.00', use: 'split tender: card pays the rest' },
  { number: '6006490000000003', pin: '3456', currency: 'USD', balance: '0.00', use: 'empty card' },
  { number: '6006490000000101', pin: '1234', currency: 'CAD', balance: '100.00', use: 'pays a whole Canadian order' },
  { number: '6006490000000102', pin: '2345', currency: 'CAD', balance: '15.00', use: 'split tender in Canada' },
];

export const DEMO_GIFT_CARD_BRAND_ID = 4;

export async function loadGiftCards(tx: SeedDb, cards: readonly DemoGiftCard[] = DEMO_GIFT_CARDS): Promise<void> {
  for (const card of cards) {
    const [inserted] = await tx
      .insert(giftCards)
      .values({
        brandId: DEMO_GIFT_CARD_BRAND_ID,
        numberHash: numberHash(card.number),
        last4: card.number.slice(-4),
        pinHash: pinHash(card.number, card.pin),
        currency: card.currency,
        balance: card.balance,
      })
      .onConflictDoNothing()
      .returning({ id: giftCards.id });
    if (!inserted) continue;
    await tx.insert(giftCardLedger).values({
      giftCardId: inserted.id,
      kind: 'load',
      amount: card.balance,
      balanceAfter: card.balance,
    });
  }
}
