/**
 * /checkout/quote: the event details of a get-a-quote cart. The page shows the form only for an
 * open get-a-quote cart with items; a cart that breaks a cart rule goes back to /cart; without a
 * quote cart (none, an everyday order, an empty one) the page says so and offers Get A Quote; a
 * cart already sent says which quote it became. A signed-in buyer's details fill the contact.
 */
import { addDays, formatLocalDate, toLocal } from '@/domain/ordering/zoned-time';
import { localizedPath } from '@/domain/markets';
import { CATERING_MAX_DAYS_AHEAD } from '@/domain/validation/catering';
import { loadCurrentOrder } from '../api/checkout';
import { orderSummaryOf, toCheckoutOrder, type CheckoutOrder } from '../api/checkout-view';
import { checkoutCustomer } from '../api/profile';
import { quoteNumberOfOrder } from '../api/quote-requests';
import type { OrderPageProps } from '../order-context';
import type { GuestValues } from '../validation/guest-schema';
import type { LoaderArgs, LoaderResult } from './with-page';

/** The days the event may fall on, 'YYYY-MM-DD' on the store's calendar (the API checks the notice). */
export type EventDays = { min: string; max: string };

export type QuoteRequestState =
  | { kind: 'none' }
  | { kind: 'requested'; number: number }
  | { kind: 'ready'; order: CheckoutOrder; prefill: GuestValues | null; days: EventDays };

export type QuoteRequestPageProps = OrderPageProps & { state: QuoteRequestState };

export const QUOTE_REQUEST_PATH = '/checkout/quote';

/** From the store's today to the last day a request may name. */
export function eventDaysAt(now: Date, timeZone: string): EventDays {
  const today = toLocal(now.getTime(), timeZone);
  return { min: formatLocalDate(today), max: formatLocalDate(addDays(today, CATERING_MAX_DAYS_AHEAD)) };
}

export async function loadQuoteRequestPage({ api, market, t }: LoaderArgs, now = new Date()): Promise<LoaderResult<QuoteRequestPageProps>> {
  const head = { title: t('checkout.quoteRequest.metaTitle'), description: t('checkout.quoteRequest.metaDescription'), path: QUOTE_REQUEST_PATH, preventIndexing: true };
  const current = await loadCurrentOrder(api);
  const order = current ? toCheckoutOrder(current.order) : null;
  if (!current || !order?.open || !order.quote || order.lines.length === 0) {
    return { props: { state: { kind: 'none' }, orderSummary: orderSummaryOf(order), orderStep: 'checkout' }, head };
  }
  const requested = await quoteNumberOfOrder(api, current.access);
  // A cart already sent is a quote request, no longer a cart: the header shows none.
  if (requested !== null) return { props: { state: { kind: 'requested', number: requested }, orderSummary: null, orderStep: 'checkout' }, head };
  if (order.violations.length > 0) return { redirect: { destination: localizedPath(market.locale, '/cart'), permanent: false } };

  const customer = await checkoutCustomer(api, current.access);
  const prefill = order.guest ?? (customer ? { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: customer.phone } : null);
  const days = eventDaysAt(now, order.store.timeZone);
  return { props: { state: { kind: 'ready', order, prefill, days }, orderSummary: orderSummaryOf(order), orderStep: 'checkout' }, head };
}
