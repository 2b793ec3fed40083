/**
 * Where PayPal sends a catering buyer back: /catering/quotes/[number]/paypal-return
 * ?quoteToken=…&part=…&orderId=…&token=…&PayerID=…. The capture runs here on the server for the
 * quote's order (with the quote's link token, never the everyday order cookie), keyed by the
 * PayPal token so a reload never charges twice; then the quote page follows. A failure says why
 * and offers the payment page again.
 */
import { DEFAULT_QUOTE_PAYMENT_PART, type QuotePaymentPart } from '@/domain/catering/payment-part';
import { localizedPath } from '@/domain/markets';
import { isApiError } from '../api/api-error';
import { capturePayPal } from '../api/checkout';
import { apiText } from '../api/error-text';
import { quotePagePath, quotePayPath } from '../catering/quote-links';
import { quotePartOfQuery } from './quote-pay';
import { quoteNumberOf } from './quote';
import { paramOf, type LoaderArgs, type LoaderResult } from './with-page';

export type QuotePayPalReturnProps = { message: string; retryPath: string };

const TOKEN_MAX_LENGTH = 200;

export async function loadQuotePayPalReturn({ api, market, params, query, t }: LoaderArgs): Promise<LoaderResult<QuotePayPalReturnProps>> {
  const number = quoteNumberOf(params);
  if (number === null) return { notFound: true };
  const quoteToken = paramOf(query, 'quoteToken').slice(0, TOKEN_MAX_LENGTH) || null;
  const part: QuotePaymentPart = query ? quotePartOfQuery(query) : DEFAULT_QUOTE_PAYMENT_PART;
  const orderId = paramOf(query, 'orderId');
  const token = paramOf(query, 'token');
  const payerId = paramOf(query, 'PayerID');
  const head = { title: t('checkout.paypal.metaTitle'), description: t('checkout.paypal.metaDescription'), path: quotePagePath(number, null), preventIndexing: true };
  const retryPath = quotePayPath(number, quoteToken, part);
  if (!orderId || !token || !payerId) return { props: { message: t('checkout.paypal.incomplete'), retryPath }, head };
  try {
    await capturePayPal(api, { orderId, orderToken: null, quoteToken }, { token, payerId, part }, `paypal-capture-${token}`);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return { props: { message: apiText(t, error, market), retryPath }, head };
  }
  return { redirect: { destination: localizedPath(market.locale, quotePagePath(number, quoteToken)), permanent: false } };
}
