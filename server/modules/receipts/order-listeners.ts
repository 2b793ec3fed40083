/**
 * What an order's life asks of receipts after the commit: once an order is paid, its
 * confirmation email (send.ts) in the language the diner paid in; a catering quote's order,
 * whoever paid it (the buyer online, or staff recording money given to the store), gets the
 * quote's "payment received" email in the quote's language instead. Each refund staff gave that
 * went through: its email (refund-email.ts), in the order's language. Delivered from the order
 * outbox, at least once: the mail outbox keeps one of each per order (one per refund).
 */
import { DEFAULT_LOCALE, parseLocaleTag } from '@/domain/markets';
import type { AfterCommitListener } from '@/server/modules/orders';
import { queueRefundEmail } from './refund-email';
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

export const REFUND_EMAIL_LISTENER = 'order-refund-email';

/** Only a staff refund of the order (its row named) is emailed; a cancelled lead's refunds go in its cancellation notice. */
export function refundEmailListener(deps: ConfirmationDeps): AfterCommitListener {
  return {
    name: REFUND_EMAIL_LISTENER,
    events: ['refunded'],
    payload: ({ refundId }) => (refundId === undefined ? undefined : { refundId }),
    deliver: ({ payload }) => queueRefundEmail(deps, Number(payload.refundId)),
  };
}
