/**
 * The Web Vitals beacon a storefront page sends from a real browser when it is hidden: the page's
 * route pattern (Next's pathname, such as /menu/[storeSlug]: never the URL, so no id, query or
 * personal data travels, and the series stay as few as the pages) and up to one value of each of
 * LCP and INP (milliseconds) and CLS (unitless). The API's schema and the storefront's sender
 * read the same limits here.
 */
export const WEB_VITALS_PATH = '/web-vitals';

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** The largest value believed per metric: a page taking longer than two minutes to paint is a broken measurement. */
export const WEB_VITAL_MAX: Record<WebVitalName, number> = { LCP: 120_000, INP: 60_000, CLS: 100 };

/** A route pattern: '/', or up to 8 segments, each a lower-case word or a [param], [...param] or [[...param]]. */
export const WEB_VITALS_PAGE_PATTERN = '^(/|(/([a-z0-9_-]{1,40}|\\[\\[?(\\.\\.\\.)?[A-Za-z]{1,40}\\]\\]?)){1,8})$';
export const WEB_VITALS_PAGE_MAX = 200;

export type WebVitalsBeacon = { page: string; vitals: { name: WebVitalName; value: number }[] };

/** The metric a value is out of range for, or null. */
export function outOfRange(vitals: WebVitalsBeacon['vitals']): WebVitalName | null {
  return vitals.find(({ name, value }) => !(value >= 0 && value <= WEB_VITAL_MAX[name]))?.name ?? null;
}
