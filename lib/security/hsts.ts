/**
 * Strict-Transport-Security is sent only when the site is served over HTTPS, and the rule for
 * that is the operator's own statement of the site's address: PUBLIC_SITE_URL starting with
 * https://. A request header (X-Forwarded-Proto) is not trusted for this, since any client
 * could send it when no proxy strips it; behind a TLS-terminating proxy, PUBLIC_SITE_URL is
 * the https address anyway.
 */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/** The HSTS header value for this environment, or null when the site is not served over HTTPS. */
export function hstsHeaderFor(env: Record<string, string | undefined>): string | null {
  const site = (env.PUBLIC_SITE_URL ?? '').trim().toLowerCase();
  return site.startsWith('https://') ? HSTS_VALUE : null;
}
