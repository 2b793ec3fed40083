/**
 * Analytics: a page-view event after every completed route change, and the
 * data-layer helper other features use (the thank-you page pushes the purchase event). Events go to
 * `window.dataLayer`, the queue a tag manager reads; nothing is sent when there is no window, nor
 * when the diner opted out of the sale and sharing of their data (the do-not-sell form or Global
 * Privacy Control: lib/privacy/opt-out.ts), since the tag manager shares what it reads.
 */
import { isOptedOut } from '@/lib/privacy/opt-out';

export type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** The page-view event name the tag manager listens for. */
export const PAGE_VIEW_EVENT = 'page_view';

/** Appends `event` to window.dataLayer (created on first use). Does nothing on the server. */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined' || isOptedOut()) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** The page a view is of: its address and title, read when the view happened. */
export type ViewedPage = { href: string; title: string };

/**
 * Records a page view of `url` (the path and query the router reports) on `page`, by default the
 * page shown now; a caller that loads this module after the view passes the page it read then.
 */
export function trackPageView(url: string, page?: ViewedPage): void {
  if (typeof window === 'undefined') return;
  const { href, title } = page ?? { href: window.location.href, title: document.title };
  pushDataLayer({ event: PAGE_VIEW_EVENT, page_path: url, page_location: href, page_title: title });
}
