/**
 * Keeping cards at the processor for an account: the processor's customer for the account is
 * created with the first card saved and kept (processor_customers), then each card saved is
 * attached to it. The profile module keeps the saved-card rows; this is its door to the processor.
 * Processor calls run outside any transaction.
 */
import type { Database } from '@/server/db/client';
import type { CardProcessor } from '@/server/db/schema';
import type { GatewayFailure, PaymentGateway, SavedCard } from './gateway/gateway';
import { keepProcessorCustomer, processorCustomerOf } from './saved-card-repository';

export type CardVault = {
  /** The processor saved cards go to now (PAYMENT_GATEWAY). */
  processor: CardProcessor;
  save(customer: { id: number; email?: string }, token: string): Promise<SavedCard | GatewayFailure>;
  remove(card: { customerRef: string; paymentMethodRef: string }): Promise<{ ok: true } | GatewayFailure>;
};

export function createCardVault({ db, gateway, processor }: { db: Database; gateway: PaymentGateway; processor: CardProcessor }): CardVault {
  return {
    processor,
    async save(customer, token) {
      const customerRef = await processorCustomerOf(db, customer.id, processor);
      const saved = await gateway.saveCard({ token, customerId: customer.id, ...(customerRef ? { customerRef } : {}), ...(customer.email ? { email: customer.email } : {}) });
      if (saved.ok && !customerRef) await keepProcessorCustomer(db, customer.id, processor, saved.customerRef);
      return saved;
    },
    remove: (card) => gateway.removeCard(card.customerRef, card.paymentMethodRef),
  };
}
