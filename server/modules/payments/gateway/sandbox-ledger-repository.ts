/**
 * The sandbox processor's books (table sandbox_gateway_ledger): the processor's side of the
 * wire. The sandbox gateways stand in for a remote processor, whose record of authorizations
 * and captures outlives the API process that asked for them; keeping it in its own table gives
 * the sandbox that property. Only the sandbox gateways use this file. Every call here is the
 * "network call" of the sandbox: it runs on the database handle, never inside a caller's
 * transaction, and each write is one statement made safe against races by a unique index.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { sandboxLedger, sandboxPaymentMethods, type SandboxLedgerKind } from '@/server/db/schema';

export type LedgerRow = typeof sandboxLedger.$inferSelect;
export type PaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
type Entry = { subject: string; resultId?: string; amount: string; currency: string };
type SettlementKind = Extract<SandboxLedgerKind, 'capture' | 'void' | 'paypal-capture'>;
const SETTLEMENTS: SettlementKind[] = ['capture', 'void', 'paypal-capture'];

export type SandboxLedger = {
  /** Records the authorization of `key` unless one exists; answers the one that stands. */
  authorize(key: string, entry: Entry): Promise<LedgerRow>;
  authorizationOf(key: string): Promise<LedgerRow | undefined>;
  /** Records the capture or void of `subject` unless it has one; answers the one that stands. */
  settle(kind: SettlementKind, entry: Entry): Promise<LedgerRow>;
  settlementOf(subject: string): Promise<LedgerRow | undefined>;
  refund(entry: Entry): Promise<void>;
  /** Attaches a payment method to its customer (once: attaching it again changes nothing). */
  attachCard(paymentMethodRef: string, customerRef: string): Promise<void>;
  paymentMethodOf(paymentMethodRef: string): Promise<PaymentMethodRow | undefined>;
  /** Detaches it for good, keeping the first time it was detached. */
  detachCard(paymentMethodRef: string, at: Date): Promise<void>;
  /** Detaches every payment method of the customer still attached. */
  detachCardsOf(customerRef: string, at: Date): Promise<void>;
};

export function createSandboxLedger(db: Database): SandboxLedger {
  const authorizationOf = async (key: string) => {
    const [row] = await db
      .select()
      .from(sandboxLedger)
      .where(and(eq(sandboxLedger.kind, 'authorization'), eq(sandboxLedger.idempotencyKey, key)));
    return row;
  };
  const settlementOf = async (subject: string) => {
    const [row] = await db
      .select()
      .from(sandboxLedger)
      .where(and(eq(sandboxLedger.subject, subject), inArray(sandboxLedger.kind, SETTLEMENTS)));
    return row;
  };
  return {
    authorizationOf,
    settlementOf,
    async authorize(key, entry) {
      await db.insert(sandboxLedger).values({ kind: 'authorization', idempotencyKey: key, ...entry }).onConflictDoNothing();
      const row = await authorizationOf(key);
      if (!row) throw new Error('The sandbox ledger lost an authorization it just wrote');
      return row;
    },
    async settle(kind, entry) {
      await db.insert(sandboxLedger).values({ kind, ...entry }).onConflictDoNothing();
      const row = await settlementOf(entry.subject);
      if (!row) throw new Error('The sandbox ledger lost a settlement it just wrote');
      return row;
    },
    async refund(entry) {
      await db.insert(sandboxLedger).values({ kind: 'refund', ...entry });
    },
    async attachCard(paymentMethodRef, customerRef) {
      await db.insert(sandboxPaymentMethods).values({ paymentMethodRef, customerRef }).onConflictDoNothing();
    },
    async paymentMethodOf(paymentMethodRef) {
      const [row] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.paymentMethodRef, paymentMethodRef));
      return row;
    },
    async detachCard(paymentMethodRef, at) {
      await db
        .update(sandboxPaymentMethods)
        .set({ detachedAt: at })
        .where(and(eq(sandboxPaymentMethods.paymentMethodRef, paymentMethodRef), isNull(sandboxPaymentMethods.detachedAt)));
    },
    async detachCardsOf(customerRef, at) {
      await db
        .update(sandboxPaymentMethods)
        .set({ detachedAt: at })
        .where(and(eq(sandboxPaymentMethods.customerRef, customerRef), isNull(sandboxPaymentMethods.detachedAt)));
    },
  };
}
