/**
 * The checkout's payment routes: the POSTs that settle an order's payment (card, wallet, gift
 * card, PayPal capture, free). Starting a PayPal payment takes no money and is not one of them.
 * Their answers say what happened: 2xx with the order paid (a completed checkout) or not yet
 * paid (a gift card covering part), 402 a decline, another 4xx a refusal, 5xx a failure.
 */
import type { CheckoutOutcome, PaymentOutcome } from './instruments';

const SETTLING = /\/payment-management\/orders\/:orderId\/payment\/(card|wallet|giftcard|paypal\/capture|free)$/;

/** The payment method a route pattern settles ('paypal' for its capture), or null for any other route. */
export function settlingMethod(method: string, route: string): string | null {
  if (method !== 'POST') return null;
  const match = SETTLING.exec(route);
  return match?.[1] ? match[1].replace('/capture', '') : null;
}

/** What a settling answer tells of the payment; `paid` is whether the answered order is paid. */
export function paymentOutcome(status: number, paid: boolean): PaymentOutcome {
  if (status >= 500) return 'failed';
  if (status === 402) return 'declined';
  if (status >= 400) return 'refused';
  return paid ? 'paid' : 'part-paid';
}

/** The checkout a payment outcome ends, or null when it ends none (part of the order is still due). */
export function checkoutOutcome(payment: PaymentOutcome): CheckoutOutcome | null {
  if (payment === 'paid') return 'completed';
  if (payment === 'failed') return 'failed';
  if (payment === 'part-paid') return null;
  return 'refused';
}
