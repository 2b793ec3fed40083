/**
 * Web Vitals from real browsers: the `web-vitals` library measures the landing page's LCP, INP and
 * CLS, and each time the page is hidden (a tab switch, a close, the phone locked) what changed is
 * sent with navigator.sendBeacon, which the browser delivers after the page is gone. The body names
 * the page by its route pattern (/menu/[storeSlug]), never its URL: no id, query or person travels.
 * It is a string, so it goes as text/plain, a request the API takes without a CORS preflight.
 * _app imports this file only after hydration, so no page's first load carries it.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { WEB_VITALS_PAGE_PATTERN, WEB_VITALS_PATH, type WebVitalName, type WebVitalsBeacon } from '@/domain/web-vitals/beacon';
import { publicApiConfig } from './config';

/** The beacon of the values not sent yet, or null when there is none (or the page is no route pattern). */
export function beaconOf(page: string, pending: Map<WebVitalName, number>): WebVitalsBeacon | null {
  if (pending.size === 0 || !new RegExp(WEB_VITALS_PAGE_PATTERN).test(page)) return null;
  // Milliseconds to the nearest one; CLS to 4 decimals: finer is noise.
  const vitals = [...pending].map(([name, value]) => ({ name, value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value) }));
  return { page, vitals };
}

export function startWebVitals(page: string): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const url = `${publicApiConfig().orderingApiUrl}/online-ordering${WEB_VITALS_PATH}`;
  const pending = new Map<WebVitalName, number>();
  const keep = (metric: Metric) => pending.set(metric.name as WebVitalName, metric.value);
  const flush = () => {
    const beacon = beaconOf(page, pending);
    pending.clear();
    if (beacon) navigator.sendBeacon(url, JSON.stringify(beacon));
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
