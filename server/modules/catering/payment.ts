/**
 * Paying an accepted quote through the order payment path: the lead's get-a-quote order is what
 * the buyer pays (card, gift card, PayPal), and what it owes is the estimate's deposit or its
 * whole total, as the buyer chose (`part`), not its cart. Payments ask here through their quote port (quote-payments.ts):
 * - `quoteLinkOpens`: whether the quote's link token (the one every quote email carries) opens
 *   the order, so a buyer who has only the email link can pay.
 * - `quotePayable` (with the order locked): the lead of the order, and the chosen part once the
 *   table lets the buyer pay (the estimate accepted and still valid, the event ahead); 409 with the
 *   table's refusal otherwise. Undefined for an order without a lead: it pays as any order, and
 *   refuses a `part` (422).
 * When the payments cover it, the order is marked paid through the order lifecycle, and the
 * quote's listener (order-listeners.ts) moves the lead 4 → 5 → 6.
 */
import { DEFAULT_QUOTE_PAYMENT_PART, quotePartAmount, transition, type QuotePaymentPart } from '@/domain/catering';
import { ORDER_CATEGORY } from '@/domain/ordering';
import type { Database } from '@/server/db/client';
import { UnprocessableError } from '@/server/errors';
import { findOrder, type OrderRow } from '@/server/modules/orders';
import { mayAccessLead } from './access';
import { refusalError } from './moves';
import { domainLead } from './presenter';
import { findLeadOfOrder, latestEstimate, type LeadRow } from './repository';

export async function leadOfOrder(db: Database, order: Pick<OrderRow, 'id' | 'categoryId'>): Promise<LeadRow | undefined> {
  return order.categoryId === ORDER_CATEGORY.getAQuote ? findLeadOfOrder(db, order.id) : undefined;
}

/** Whether `quoteToken` is the link token of the quote whose order this is. */
export async function quoteLinkOpens(db: Database, secret: string, orderId: string, quoteToken: string): Promise<boolean> {
  const order = await findOrder(db, orderId);
  const lead = order && (await leadOfOrder(db, order));
  return Boolean(lead && mayAccessLead(secret, lead, { quoteToken, customerId: null }));
}

/** 422: only a quote's order is paid by part. */
export function partRefused(order: Pick<OrderRow, 'number'>): UnprocessableError {
  return new UnprocessableError(`Order ${order.number} is not a catering quote's order: only a quote is paid as a deposit or in full`, undefined, {
    code: 'catering_payment_part_not_for_order',
    params: { number: String(order.number) },
  });
}

/** What a quote order owes for the chosen part (the deposit by default), or undefined when the order has no lead. */
export async function quotePayable(
  tx: Database,
  order: Pick<OrderRow, 'id' | 'categoryId'>,
  now: Date,
  part: QuotePaymentPart = DEFAULT_QUOTE_PAYMENT_PART,
): Promise<{ lead: LeadRow; total: string } | undefined> {
  const lead = await leadOfOrder(tx, order);
  if (!lead) return undefined;
  const estimate = await latestEstimate(tx, lead.id);
  const step = transition(domainLead(lead, estimate), 'pay', 'buyer', now);
  if (!step.ok) throw refusalError(step);
  return { lead, total: quotePartAmount(estimate!, part) };
}
