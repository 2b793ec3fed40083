/**
 * Which order a payment form pays and how it proves access. The everyday checkout pays the
 * order of the order cookie, with its token. A catering quote is paid with the quote's link
 * token (none for its signed-in owner) and the part of the estimate chosen, so paying a quote
 * never reads or replaces the diner's everyday order cookie.
 */
import type { QuotePaymentPart } from '@/domain/catering/payment-part';
import type { PaymentAccess } from '@/lib/api/checkout';
import { browserAccess } from '@/components/checkout/use-order-state';

export type QuotePaymentTarget = { token: string | null; part: QuotePaymentPart };

export function paymentAccessOf(orderId: string, quote?: QuotePaymentTarget): PaymentAccess {
  return quote ? { orderId, orderToken: null, quoteToken: quote.token } : browserAccess(orderId);
}

/** What a payment body adds for a quote: the part of its estimate. */
export function quotePartOf(quote?: QuotePaymentTarget): { part?: QuotePaymentPart } {
  return quote ? { part: quote.part } : {};
}
