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

const quotePath = (number: number | string) => `/catering/quotes/${encodeURIComponent(String(number))}`;

/** The quote number of the path, or null when it is not one. */
export function quoteNumberOf(params: LoaderArgs['params']): number | null {
  const raw = paramOf(params, 'number');
  return NUMBER_PATTERN.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

export async function loadQuotePage({ api, params, query, t }: LoaderArgs): Promise<LoaderResult<QuotePageProps>> {
  const number = quoteNumberOf(params);
  const token = quoteTokenOf(query);
  // Without a link token only the signed-in owner may read it.
  if (number === null || (!token && !api.token)) return { notFound: true };
  const quote = await fetchQuoteByNumber(api, number, token);
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
