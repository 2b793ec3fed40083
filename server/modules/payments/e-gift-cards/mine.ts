/**
 * A signed-in diner's e-gift cards: those they bought, and those delivered to their account's
 * email. A purchase is read by its buyer only; to anyone else it does not exist (404).
 */
import { E_GIFT_MESSAGES } from '@/domain/payments/e-gift-cards';
import type { WireEGiftPurchase, WireMyEGiftCards } from '@/domain/wire/e-gift-cards';
import type { AuthCustomer } from '@/server/auth/plugin';
import type { Database } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { presentMine, presentPurchase } from './presenter';
import { boughtBy, eGiftWithBalance, receivedBy } from './repository';

const LIMIT = 50;

export async function myEGifts(db: Database, brandId: number, customer: AuthCustomer): Promise<WireMyEGiftCards> {
  const [bought, received] = await Promise.all([boughtBy(db, customer.id, LIMIT), receivedBy(db, brandId, customer.email.trim().toLowerCase(), LIMIT)]);
  return { bought: bought.map(presentMine), received: received.map(presentMine) };
}

export async function myPurchase(db: Database, customerId: number, id: string): Promise<WireEGiftPurchase> {
  const row = await eGiftWithBalance(db, id);
  if (!row || row.customerId !== customerId) throw new NotFoundError(E_GIFT_MESSAGES.notFound.replace('[id]', id));
  return presentPurchase(row);
}
