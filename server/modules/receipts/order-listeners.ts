/**
 * What an order's life asks of receipts after the commit: once an order is paid, its
 * confirmation email (send.ts) in the language the diner paid in; a catering quote's order,
 * whoever paid it (the buyer online, or staff recording money given to the store), gets the
 * quote's "payment received" email in the quote's language instead. Delivered from the order
 * outbox, at least once: the mail outbox keeps one of each per order.
 */
import { DEFAULT_LOCALE, parseLocaleTag } from '@/domain/markets';
import type { AfterCommitListener } from '@/server/modules/orders';
import { queueConfirmation, type ConfirmationDeps } from './send';

export const CONFIRMATION_LISTENER = 'order-confirmation-email';

export function confirmationEmailListener(deps: ConfirmationDeps): AfterCommitListener {
  return {
    name: CONFIRMATION_LISTENER,
    events: ['paid'],
    payload: ({ locale }) => ({ locale: locale ?? DEFAULT_LOCALE }),
    deliver: ({ orderId, payload }) => queueConfirmation(deps, orderId, parseLocaleTag(String(payload.locale)) ?? DEFAULT_LOCALE),
  };
}
