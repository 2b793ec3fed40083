/**
 * Keeping cards at the processor for an account: the processor's customer for the account is
 * created with the first card kept and remembered (processor_customers), then each card is
 * attached to it, either on its own (`save`) or with a payment (the gateway's `keepFor`). The
 * account's row of a card (brand, last 4, expiry, its processor references) is kept by `keep`:
 * once per token the card came from, at most MAX_SAVED_CARDS per account; a card the processor
 * kept but the account does not (already kept, or the account is full) is detached again.
 * Processor calls run outside any transaction.
 */
import type { Database } from '@/server/db/client';
import type { CardProcessor } from '@/server/db/schema';
import { lockCustomer } from '@/server/modules/auth';
import type { GatewayFailure, KeepCardFor, PaymentGateway, SavedCard } from './gateway/gateway';
import {
  cardTokenHash,
  insertSavedCard,
  keepProcessorCustomer,
  processorCustomerOf,
  savedCardByTokenHash,
  savedCardCount,
  type SavedCardRow,
} from './saved-card-repository';

/** How many cards an account keeps. */
export const MAX_SAVED_CARDS = 10;

/** The account's card row, and whether it was kept just now; `full` when the account keeps no more. */
export type KeptCard = { row: SavedCardRow; created: boolean } | 'full';

export type CardVault = {
  /** The processor saved cards go to now (PAYMENT_GATEWAY). */
  processor: CardProcessor;
  /** Who a card is kept for at the processor: the account, with its processor customer once there is one. */
  ownerOf(customer: { id: number; email?: string }): Promise<KeepCardFor>;
  save(customer: { id: number; email?: string }, token: string): Promise<SavedCard | GatewayFailure>;
  /** The account's row of a card the processor kept from `token`. */
  keep(customerId: number, token: string, saved: SavedCard, now: Date): Promise<KeptCard>;
  /** The account's card saved from `token`, when there is one. */
  keptFrom(customerId: number, token: string): Promise<SavedCardRow | undefined>;
  countOf(customerId: number): Promise<number>;
  remove(card: { customerRef: string; paymentMethodRef: string }): Promise<{ ok: true } | GatewayFailure>;
  /** Deletes an account's customer at the processor (an erased person's): none of its cards pays again. */
  forgetCustomer(customerRef: string): Promise<{ ok: true } | GatewayFailure>;
};

export function createCardVault({ db, gateway, processor }: { db: Database; gateway: PaymentGateway; processor: CardProcessor }): CardVault {
  const ownerOf: CardVault['ownerOf'] = async (customer) => {
    const customerRef = await processorCustomerOf(db, customer.id, processor);
    return { customerId: customer.id, ...(customerRef ? { customerRef } : {}), ...(customer.email ? { email: customer.email } : {}) };
  };
  return {
    processor,
    ownerOf,
    async save(customer, token) {
      return gateway.saveCard({ token, ...(await ownerOf(customer)) });
    },
    async keep(customerId, token, saved, now) {
      await keepProcessorCustomer(db, customerId, processor, saved.customerRef);
      const tokenHash = cardTokenHash(token);
      const kept = await db.transaction(async (tx): Promise<KeptCard> => {
        await lockCustomer(tx, customerId);
        const existing = await savedCardByTokenHash(tx, customerId, tokenHash);
        if (existing) return { row: existing, created: false };
        if ((await savedCardCount(tx, customerId)) >= MAX_SAVED_CARDS) return 'full';
        const { customerRef, paymentMethodRef, brand, last4, expMonth, expYear } = saved;
        const row = await insertSavedCard(tx, { customerId, processor, customerRef, paymentMethodRef, tokenHash, brand, last4, expMonth, expYear, createdAt: now });
        return { row, created: true };
      });
      // Kept at the processor but not on the account: detached again.
      if (kept === 'full' || !kept.created) await gateway.removeCard(saved.customerRef, saved.paymentMethodRef);
      return kept;
    },
    keptFrom: (customerId, token) => savedCardByTokenHash(db, customerId, cardTokenHash(token)),
    countOf: (customerId) => savedCardCount(db, customerId),
    remove: (card) => gateway.removeCard(card.customerRef, card.paymentMethodRef),
    forgetCustomer: (customerRef) => gateway.forgetCustomer(customerRef),
  };
}
