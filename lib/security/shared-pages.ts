/**
 * Pages the same for every visitor (withPage's `anonymous` option): their answer may sit in a
 * shared cache, so proxy.ts sets no cookie on them and gives them a policy without a nonce, which
 * allows their inline scripts by hash (lib/security/inline-script-hashes.ts), so two visitors get
 * the same bytes. Paths are without the market prefix; `page` is the Next page that renders them.
 */
export const SHARED_PAGES: readonly { pattern: RegExp; page: string }[] = [
  { pattern: /^\/$/, page: '/' },
  { pattern: /^\/sitemap$/, page: '/sitemap' },
  { pattern: /^\/locations$/, page: '/locations' },
  { pattern: /^\/locations\/[^/]+$/, page: '/locations/[state]' },
  { pattern: /^\/locations\/[^/]+\/[^/]+$/, page: '/locations/[state]/[city]' },
  { pattern: /^\/locations\/[^/]+\/[^/]+\/[^/]+$/, page: '/locations/[state]/[city]/[store]' },
  { pattern: /^\/quote\/[^/]+\/[^/]+$/, page: '/quote/[category]/[storeSlug]' },
];

/** The Next page of a shared path, or null when the path is no shared page. */
export function sharedPageOf(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SHARED_PAGES.find(({ pattern }) => pattern.test(path))?.page ?? null;
}
