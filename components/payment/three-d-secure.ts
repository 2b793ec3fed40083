/**
 * A card payment answered 402 `authentication_required`: the bank asks the cardholder to confirm
 * it (3-D Secure), and the answer's params carry the PaymentIntent's client secret that Stripe.js
 * opens the challenge with. Only that answer, and only a client secret of Stripe's shape, counts.
 */
import { isApiError } from '@/lib/api/api-error';

const CLIENT_SECRET = /^pi_[A-Za-z0-9]{1,200}_secret_[A-Za-z0-9]{1,200}$/;

/** The client secret of the bank's challenge, or null when the failure is anything else. */
export function challengeOf(failure: unknown): string | null {
  if (!isApiError(failure) || failure.status !== 402 || failure.code !== 'authentication_required') return null;
  const secret = failure.params?.clientSecret;
  return typeof secret === 'string' && CLIENT_SECRET.test(secret) ? secret : null;
}
