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

/** Records a page view of `url` (the path and query the router reports). */
export function trackPageView(url: string): void {
  if (typeof window === 'undefined') return;
  pushDataLayer({ event: PAGE_VIEW_EVENT, page_path: url, page_location: window.location.href, page_title: document.title });
}
