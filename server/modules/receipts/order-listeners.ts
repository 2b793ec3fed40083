/**
 * What an order's life asks of receipts after the commit: once an order is paid by its diner,
 * its confirmation email (send.ts) in the language the diner paid in. Delivered
 * from the order outbox, at least once: the mail outbox keeps one confirmation per order.
 * Money staff record on a quote is followed by the quote's own email (catering lead actions).
 */
import { DEFAULT_LOCALE, parseLocaleTag } from '@/domain/markets';
import type { AfterCommitListener } from '@/server/modules/orders';
import { queueConfirmation, type ConfirmationDeps } from './send';

export const CONFIRMATION_LISTENER = 'order-confirmation-email';

export function confirmationEmailListener(deps: ConfirmationDeps): AfterCommitListener {
  return {
    name: CONFIRMATION_LISTENER,
    events: ['paid'],
    payload: ({ paidBy = 'diner', locale }) => (paidBy === 'diner' ? { locale: locale ?? DEFAULT_LOCALE } : undefined),
    deliver: ({ orderId, payload }) => queueConfirmation(deps, orderId, parseLocaleTag(String(payload.locale)) ?? DEFAULT_LOCALE),
  };
}
