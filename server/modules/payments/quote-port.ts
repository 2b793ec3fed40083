/**
 * What payments need of a catering quote's order, declared here and implemented by catering (its
 * quote-payments.ts), which app.ts hands to the payments plugin: payments never import catering.
 * A quote's order owes its estimate's deposit or its whole total (as the buyer chose), not its
 * cart, and may be opened with the quote's link token as well.
 */
import type { QuotePaymentPart } from '@/domain/catering';
import type { Database } from '@/server/db/client';
import type { OrderRow } from '@/server/modules/orders';

export type QuotePayments = {
  /** Whether `quoteToken` is the link token of the quote whose order this is. */
  linkOpens(db: Database, secret: string, orderId: string, quoteToken: string): Promise<boolean>;
  /**
   * With the order locked: what a quote's order owes for the chosen part (the deposit by default)
   * and its buyer's email, or a refusal when the quote may not be paid now; undefined for an
   * order that is no quote's.
   */
  payable(tx: Database, order: OrderRow, now: Date, part?: QuotePaymentPart): Promise<{ total: string; email: string } | undefined>;
  /** 422: only a quote's order is paid by part. */
  partRefused(order: OrderRow): Error;
  /** Whether the order is a quote's (paid as its estimate: no cart coupons, no timeslot of its own). */
  isQuoteOrder(db: Database, order: OrderRow): Promise<boolean>;
  /** What a quote's order costs (its estimate's total); undefined for any other order. */
  totalOf(db: Database, order: OrderRow): Promise<string | undefined>;
};
