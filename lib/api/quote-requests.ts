/**
 * The catering buyer's request calls (domain/wire/catering.ts): submit a get-a-quote cart with the
 * event's details, find whether a cart was already submitted, and list a signed-in buyer's quotes.
 * The cart is proved with the order's X-Order-Token (lib/order-cookies.ts) or the owner's bearer.
 * The answers are reshaped here into what the quote-request form and My Orders show.
 */
import type { Currency } from '@/domain/markets';
import type { LeadStatusName } from '@/domain/catering/lead-status';
import type { WireQuote, WireQuoteRequest } from '@/domain/wire/catering';
import { orderTokenHeaders } from '@/lib/order-token';
import { isApiError } from './api-error';
import { apiGet, apiPost, type ApiContext } from './client';
import type { OrderAccess } from './ordering';

export type QuoteRequest = WireQuoteRequest;

/** A request just received: the quote's number and the link token that opens its page. */
export type QuoteReceipt = { number: number; accessToken: string | null };

/** One of the buyer's quotes as My Orders lists it. Money stays a 2-decimal string. */
export type QuoteSummary = {
  number: number;
  status: { name: LeadStatusName; label: string; messageKey: string };
  /** The event's start (UTC ISO), shown on the store's clock. */
  eventStartsAt: string;
  timeZone: string;
  storeTitle: string;
  headcount: number;
  /** The estimate's total once the store sent one, else the request at menu prices. */
  total: string;
  estimated: boolean;
  currency: Currency;
};

export type MyQuotes = { data: QuoteSummary[]; total: number; page: number; pageSize: number };

const ORDERS = '/online-ordering/orders';
const orderQuotePath = (orderId: string) => `${ORDERS}/${encodeURIComponent(orderId)}/get-a-quote`;

export async function submitQuoteRequest(ctx: ApiContext, access: OrderAccess, request: QuoteRequest): Promise<QuoteReceipt> {
  const quote = await apiPost<WireQuote>(ctx, orderQuotePath(access.orderId), request, { headers: orderTokenHeaders(access.orderToken) });
  return { number: quote.number, accessToken: quote.accessToken ?? null };
}

/** The number of the quote already requested from this cart, or null when there is none yet. */
export async function quoteNumberOfOrder(ctx: ApiContext, access: OrderAccess): Promise<number | null> {
  try {
    const quote = await apiGet<WireQuote>(ctx, orderQuotePath(access.orderId), { headers: orderTokenHeaders(access.orderToken) });
    return quote.number;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function toQuoteSummary(quote: WireQuote): QuoteSummary {
  return {
    number: quote.number,
    status: { name: quote.status.name, label: quote.status.label, messageKey: quote.status.messageKey },
    eventStartsAt: quote.event.startsAt,
    timeZone: quote.location.timeZone,
    storeTitle: quote.location.title,
    headcount: quote.event.headcount,
    total: quote.estimate?.total ?? quote.request.total,
    estimated: quote.estimate !== null,
    currency: quote.currency as Currency,
  };
}

type WireMyQuotes = { data: WireQuote[]; total: number; page: number; pageSize: number };

export async function fetchMyQuotes(ctx: ApiContext, page = 1, pageSize?: number): Promise<MyQuotes> {
  const answer = await apiGet<WireMyQuotes>(ctx, `${ORDERS}/quotes`, { query: { page, pageSize } });
  return { data: answer.data.map(toQuoteSummary), total: answer.total, page: answer.page, pageSize: answer.pageSize };
}
