/**
 * The buyer's catering quote pages, unprefixed (MarketLink and localizedPath add the market):
 * the quote, its payment page and the PayPal return, each keeping the quote's link token when
 * the buyer came with one (a signed-in owner needs none).
 */
import type { QuotePaymentPart } from '@/domain/catering/payment-part';

const base = (number: number | string) => `/catering/quotes/${encodeURIComponent(String(number))}`;

function withQuery(path: string, query: Record<string, string | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export function quotePagePath(number: number | string, token: string | null): string {
  return withQuery(base(number), { token });
}

export function quotePayPath(number: number | string, token: string | null, part: QuotePaymentPart): string {
  return withQuery(`${base(number)}/pay`, { token, part });
}

/** PayPal appends its own `token` to where it sends the buyer back: the quote's link token travels as `quoteToken` there. */
export function quotePayPalReturnPath(number: number | string, token: string | null, part: QuotePaymentPart): string {
  return withQuery(`${base(number)}/paypal-return`, { quoteToken: token, part });
}

/** Where a cancelled PayPal payment returns: the payment page again (its link token as `quoteToken`). */
export function quotePayPalCancelPath(number: number | string, token: string | null, part: QuotePaymentPart): string {
  return withQuery(`${base(number)}/pay`, { quoteToken: token, part });
}
