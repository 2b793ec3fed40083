/**
 * The buyer's catering quote page: the quote of the path's number, read with the link token of
 * `?token=` or, without one, as the signed-in owner. A number that is not a whole number, an
 * unknown quote or a wrong token is the 404 page (the API answers 404 for all of them).
 */
import { fetchQuoteByNumber } from '../api/quotes';
import type { QuoteView } from '../api/quote-view';
import { paramOf, type LoaderArgs, type LoaderResult } from './with-page';

export type QuotePageProps = { quote: QuoteView; token: string | null };

const NUMBER_PATTERN = /^[1-9]\d{0,9}$/;
const TOKEN_MAX_LENGTH = 200;

/** The link token of `?token=`, or null when absent or not a plausible token. */
export function quoteTokenOf(query: LoaderArgs['query']): string | null {
  const value = query?.token;
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= TOKEN_MAX_LENGTH ? text : null;
}

export const quotePath = (number: number | string) => `/catering/quotes/${encodeURIComponent(String(number))}`;

export async function loadQuotePage({ api, params, query, t }: LoaderArgs): Promise<LoaderResult<QuotePageProps>> {
  const raw = paramOf(params, 'number');
  if (!NUMBER_PATTERN.test(raw) || Number(raw) > 2_147_483_647) return { notFound: true };
  const token = quoteTokenOf(query);
  if (!token && !api.token) return { notFound: true };
  const quote = await fetchQuoteByNumber(api, Number(raw), token);
  return {
    props: { quote, token },
    head: {
      title: t('catering.quote.metaTitle', { number: quote.number }),
      description: t('catering.quote.metaDescription'),
      path: quotePath(quote.number),
      preventIndexing: true,
    },
  };
}
