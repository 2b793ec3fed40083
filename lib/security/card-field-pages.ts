/**
 * Which pages frame the card fields. A file of its own, without the rest of the policy
 * (./csp.ts), because every link in the browser asks it (components/common/page-link.tsx).
 */

/** A catering quote's payment page. */
const QUOTE_PAY_PATH = /^\/catering\/quotes\/[^/]+\/pay$/;

/**
 * The e-gift card page (domain/payments/e-gift-cards.ts E_GIFT_PAGE, checked by its test): written
 * out here so every page's links do not carry the gift card rules.
 */
const E_GIFT_PAGE = '/e-gift-cards';

/**
 * The pages that frame the card processor's hosted fields, from a path without the market prefix:
 * only their own policy lets the frame in, so they are always loaded as documents of their own.
 */
export function framesCardFields(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return path === '/checkout/payment' || path === E_GIFT_PAGE || QUOTE_PAY_PATH.test(path);
}
