/**
 * The email a diner gets once their order is paid, queued through the app's one mailer (once per
 * order: the mail outbox is unique on kind and order, so queueing it again writes nothing). A
 * catering quote's order has no pickup time of its own: its buyer gets the quote's "payment
 * received" email instead (what was paid, the balance), in the language of the quote.
 * Sent after commit by the order lifecycle's outbox (order-listeners.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { type LocaleTag, localizedPath } from '@/domain/markets';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import { leadOfOrder, sendLeadMail } from '@/server/modules/catering';
import { renderOrderConfirmation } from '@/server/modules/email';
import { handoffDetailsOf, feedbackUrl } from '@/server/modules/orders';
import { presentConfirmation } from './present';
import { loadConfirmationRows } from './repository';

export const CONFIRMATION_MAIL_KIND = 'order-confirmation';

export type ConfirmationDeps = { db: Database; mailer: Mailer; storefrontUrl: string; linkSecret: string; log: FastifyBaseLogger };

/** The storefront's thank-you page of the order, in the diner's market. */
export function orderUrl(storefrontUrl: string, locale: LocaleTag, orderId: string): string {
  return `${storefrontUrl}${localizedPath(locale, `/order/${orderId}/summary`)}`;
}

/** Queues the confirmation email of a paid order (nothing for an order without an email); throws when it could not. */
export async function queueConfirmation(deps: ConfirmationDeps, orderId: string, locale: LocaleTag): Promise<void> {
  const rows = await loadConfirmationRows(deps.db, orderId);
  if (!rows) return;
  const lead = await leadOfOrder(deps.db, rows.order);
  if (lead) return sendLeadMail(deps, lead.id, { kind: 'paid' });
  const email = rows.order.guest?.email;
  if (!email) return;
  const order = { ...presentConfirmation(rows, locale), handoffDetails: await handoffDetailsOf(deps.db, rows.order) };
  const url = orderUrl(deps.storefrontUrl, locale, orderId);
  const rate = feedbackUrl(deps.storefrontUrl, locale, orderId, deps.linkSecret);
  const mail = renderOrderConfirmation({ order, locale, orderUrl: url, feedbackUrl: rate, brandName: rows.brandTitle });
  await deps.mailer.queue({ kind: CONFIRMATION_MAIL_KIND, orderId, toAddress: email, ...mail });
}
