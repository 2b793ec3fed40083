/**
 * The key of an order's feedback link, sent in its confirmation email: an HMAC of the order id
 * under the API's secret. It opens the order's feedback routes only (never the order itself), so
 * a guest whose order cookie is long gone can still rate the order from the email.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { localizedPath, type LocaleTag } from '@/domain/markets';

export const FEEDBACK_KEY_MAX_LENGTH = 64;

export function feedbackKey(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`order-feedback:${orderId}`).digest('base64url');
}

export function opensFeedback(secret: string, orderId: string, key: string | undefined): boolean {
  if (!key || key.length > FEEDBACK_KEY_MAX_LENGTH) return false;
  const given = Buffer.from(key);
  const expected = Buffer.from(feedbackKey(secret, orderId));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The storefront's feedback page of the order, opened by its key, in the diner's market. */
export function feedbackUrl(storefrontUrl: string, locale: LocaleTag, orderId: string, secret: string): string {
  return `${storefrontUrl}${localizedPath(locale, `/order/${orderId}/feedback`)}?key=${feedbackKey(secret, orderId)}`;
}
