/**
 * The payment page of an accepted catering quote, /catering/quotes/[number]/pay?token=…&part=…:
 * the quote (by its link token, or as its signed-in owner) and what its order received so far.
 * `part` is the deposit unless it says full. Back from a cancelled PayPal payment, the link token
 * is `quoteToken` (PayPal's own `token` is added beside it). A quote that cannot be paid now (not accepted yet,
 * already paid, expired) goes back to its page, which says why.
 */
import { DEFAULT_QUOTE_PAYMENT_PART, isQuotePaymentPart, type QuotePaymentPart } from '@/domain/catering/payment-part';
import { localizedPath } from '@/domain/markets';
import { fetchPaymentState } from '../api/checkout';
import { storefrontCardFields, storefrontConfig } from '../config/storefront';
import type { CardFields } from '@/domain/payments/card-fields';
import { toPaymentStateView, type PaymentStateView } from '../api/checkout-view';
import { fetchQuoteByNumber } from '../api/quotes';
import type { QuoteView } from '../api/quote-view';
import { quotePagePath, quotePayPath } from '../catering/quote-links';
import { quoteNumberOf, quoteTokenOf } from './quote';
import type { LoaderArgs, LoaderResult } from './with-page';

/** `cardFields`: the processor's hosted card fields, or Stripe's (lib/config/storefront.ts). */
export type QuotePayPageProps = {
  quote: QuoteView;
  token: string | null;
  part: QuotePaymentPart;
  payment: PaymentStateView;
  cardFields: CardFields;
  /** PayPal's client id when PayPal is for real (its SDK buttons), else null or absent. */
  paypalClientId?: string | null;
};

export function quotePartOfQuery(query: LoaderArgs['query']): QuotePaymentPart {
  const value = Array.isArray(query?.part) ? query.part[0] : query?.part;
  return isQuotePaymentPart(value) ? value : DEFAULT_QUOTE_PAYMENT_PART;
}

export async function loadQuotePayPage({ api, market, params, query, t }: LoaderArgs): Promise<LoaderResult<QuotePayPageProps>> {
  const number = quoteNumberOf(params);
  const token = quoteTokenOf(query?.quoteToken ? { token: query.quoteToken } : query);
  if (number === null || (!token && !api.token)) return { notFound: true };
  const quote = await fetchQuoteByNumber(api, number, token);
  if (!quote.canPay || !quote.estimate) {
    return { redirect: { destination: localizedPath(market.locale, quotePagePath(quote.number, token)), permanent: false } };
  }
  const part = quotePartOfQuery(query);
  const state = await fetchPaymentState(api, { orderId: quote.orderId, orderToken: null, quoteToken: token });
  return {
    props: { quote, token, part, payment: toPaymentStateView(state), cardFields: storefrontCardFields(), paypalClientId: storefrontConfig().paypalClientId },
    head: {
      title: t('catering.pay.metaTitle', { number: quote.number }),
      description: t('catering.pay.metaDescription'),
      path: quotePayPath(quote.number, null, part).replace(/\?.*$/, ''),
      preventIndexing: true,
    },
  };
}
