/**
 * The do-not-sell-or-share opt-out as the browser holds it: a cookie the analytics layer reads
 * before sending any event that shares data. It is set by the do-not-sell form, and by the
 * storefront when the browser sends the Global Privacy Control signal (`Sec-GPC: 1`), which counts
 * as an opt-out on its own.
 */

export const PRIVACY_OPT_OUT_COOKIE = 'privacyOptOut';

/** Where the opt-out came from: the form, or the browser's Global Privacy Control signal. */
export type OptOutSource = 'form' | 'gpc';

/** The cookie lasts as long as the consent cookie: two years. */
export const PRIVACY_OPT_OUT_MAX_AGE = 63_115_200;

export const GPC_HEADER = 'sec-gpc';

/** Whether a request's Sec-GPC header value is the signal: exactly "1". */
export function isGpcSignal(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '1';
}

/** Whether a cookie value records an opt-out. */
export function isOptOutValue(value: string | null | undefined): value is OptOutSource {
  return value === 'form' || value === 'gpc';
}
