/**
 * Stripe webhook events and what their handling reads: the attempt a PaymentIntent's gateway key
 * names, and the card payment a charge settled.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { paymentAttempts, payments, stripeWebhookEvents } from '@/server/db/schema';
import type { AttemptRow, PaymentRow } from './repository';

export type NewStripeEvent = typeof stripeWebhookEvents.$inferInsert;

/** Stores an event the first time its id is seen; 'done' when one with its id was already handled. */
export async function claimStripeEvent(db: Database, event: NewStripeEvent): Promise<'new' | 'unfinished' | 'done'> {
  const inserted = await db.insert(stripeWebhookEvents).values(event).onConflictDoNothing().returning({ id: stripeWebhookEvents.id });
  if (inserted.length > 0) return 'new';
  const [row] = await db.select({ processedAt: stripeWebhookEvents.processedAt }).from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, event.id));
  return row?.processedAt ? 'done' : 'unfinished';
}

/** Marks an event handled, once: false when someone else marked it first. */
export async function finishStripeEvent(tx: Database, id: string, orderId: string | null, now: Date): Promise<boolean> {
  const updated = await tx
    .update(stripeWebhookEvents)
    .set({ processedAt: now, ...(orderId ? { orderId } : {}) })
    .where(and(eq(stripeWebhookEvents.id, id), isNull(stripeWebhookEvents.processedAt)))
    .returning({ id: stripeWebhookEvents.id });
  return updated.length > 0;
}

export async function attemptOfGatewayKey(db: Database, gatewayKey: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.gatewayKey, gatewayKey)).limit(1);
  return row;
}

/** The card payment a capture (a Stripe charge) settled. */
export async function paymentOfCapture(db: Database, captureReference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.captureReference, captureReference)).limit(1);
  return row;
}
