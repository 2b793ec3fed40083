/**
 * Whether this browser opted out of the sale and sharing of personal information: the do-not-sell
 * form's cookie, the cookie the storefront sets when the browser sends Global Privacy Control
 * (proxy.ts), or the browser's own GPC flag (`navigator.globalPrivacyControl`). The analytics
 * layer asks before sending any event.
 */
import { isGpcSignal, isOptOutValue, PRIVACY_OPT_OUT_COOKIE, PRIVACY_OPT_OUT_MAX_AGE, type OptOutSource } from '@/domain/privacy/opt-out';
import { cookieFromHeader, serializeCookie } from '@/lib/cookies';

declare global {
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

/** The Set-Cookie value (or `document.cookie` assignment) that records an opt-out for a year. */
export function optOutCookie(source: OptOutSource, secure = false): string {
  return serializeCookie(PRIVACY_OPT_OUT_COOKIE, source, { maxAge: PRIVACY_OPT_OUT_MAX_AGE, sameSite: 'Lax', secure });
}

/** The opt-out a request carries: its cookie, else its GPC signal; null when neither. */
export function optOutOfRequest(cookieHeader: string | null | undefined, gpcHeader: string | null | undefined): OptOutSource | null {
  const cookie = cookieFromHeader(cookieHeader, PRIVACY_OPT_OUT_COOKIE);
  if (isOptOutValue(cookie)) return cookie;
  return isGpcSignal(gpcHeader) ? 'gpc' : null;
}

/**
 * In the browser: whether events that share data must not be sent. False on the server. A GPC
 * browser without the cookie yet (a shared page, which the proxy sets no cookie on) records it here.
 */
export function isOptedOut(): boolean {
  if (typeof document === 'undefined') return false;
  const recorded = isOptOutValue(cookieFromHeader(document.cookie, PRIVACY_OPT_OUT_COOKIE));
  if (typeof navigator !== 'undefined' && navigator.globalPrivacyControl === true) {
    if (!recorded) document.cookie = optOutCookie('gpc', window.location.protocol === 'https:');
    return true;
  }
  return recorded;
}

/** In the browser: records the do-not-sell form's opt-out (a GPC one stays as the proxy set it). */
export function rememberOptOut(): void {
  if (typeof document === 'undefined') return;
  document.cookie = optOutCookie('form', window.location.protocol === 'https:');
}
