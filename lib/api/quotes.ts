/**
 * The buyer's catering quote calls (domain/wire/catering.ts): read a quote by its number and
 * answer its estimate. The quote's link token travels in X-Quote-Token; without one the call
 * relies on the signed-in owner's bearer token. A wrong token answers 404 like an unknown quote.
 */
import type { WireQuote, WireQuoteResponse } from '@/domain/wire/catering';
import { apiGet, apiPost, type ApiContext } from './client';
import { toQuoteView, type QuoteView } from './quote-view';

export type QuoteAnswer = WireQuoteResponse;

const BASE = '/online-ordering/orders';
const QUOTE_TOKEN_HEADER = 'X-Quote-Token';

const tokenHeaders = (token: string | null): Record<string, string> => (token ? { [QUOTE_TOKEN_HEADER]: token } : {});

export async function fetchQuoteByNumber(ctx: ApiContext, number: number, token: string | null): Promise<QuoteView> {
  return toQuoteView(await apiGet<WireQuote>(ctx, `${BASE}/get-a-quote/${encodeURIComponent(String(number))}`, { headers: tokenHeaders(token) }));
}

export async function respondToQuote(ctx: ApiContext, orderId: string, token: string | null, answer: QuoteAnswer): Promise<QuoteView> {
  return toQuoteView(await apiPost<WireQuote>(ctx, `${BASE}/${encodeURIComponent(orderId)}/customer-response`, answer, { headers: tokenHeaders(token) }));
}
