/**
 * PayPal where no PayPal adapter goes with the card gateway (Stripe): every call answers that
 * PayPal is not offered, so no sandbox approval can pass for a real payment.
 */
import type { PayPalGateway } from './gateway';
import { failure } from './request-checks';

const UNAVAILABLE = 'PayPal is not available here: pay by card instead';

export function createUnavailablePayPalGateway(): PayPalGateway {
  const refuse = async () => failure('invalid_paypal_order', UNAVAILABLE);
  return { createOrder: refuse, getOrder: refuse, approve: refuse, cancel: refuse, capture: refuse, findCapture: async () => null, refund: refuse };
}
