/**
 * Every page request passes here first.
 *
 * Locale routing: the US lives at the root, every other market under
 * /{country} or /{country}/{language}. A prefixed URL is rewritten to the unprefixed page, and
 * the market travels in request headers that pages read through lib/market.ts. Unprefixed
 * requests get the headers too (the US, or a `countryCode` query), so a client can never set them.
 * Client-side navigation goes through here as well: Next runs the proxy for /_next/data requests.
 *
 * Security headers: a Content-Security-Policy around a fresh nonce (lib/security/csp.ts). The
 * policy goes on the response and on the request: Next reads the nonce from the request's
 * Content-Security-Policy header and _document from `x-nonce`, so every script and <style> of
 * the page carries it. A page the same for every visitor gets no nonce but the hashes of its
 * inline scripts (lib/security/inline-script-hashes.ts), so its bytes are the same for everyone. HSTS when the site is served over HTTPS (lib/security/hsts.ts).
 *
 * Global Privacy Control: a browser sending `Sec-GPC: 1` gets the opt-out cookie (lib/privacy/gpc.ts),
 * on any page but one the same for every visitor (lib/security/shared-pages.ts), which never sets a
 * cookie: there the browser records the opt-out itself (isOptedOut, lib/privacy/opt-out.ts). A page
 * that does get the cookie, or a nonce, is never offered to shared caches (withPage, and the
 * storefront's last check in scripts/lib/shared-answers.mjs).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_COUNTRY, parseMarketPath } from '@/domain/markets';
import { storefrontCardFields, storefrontConfig } from '@/lib/config/storefront';
import { marketHeaders } from '@/lib/market';
import { withGpcOptOut } from '@/lib/privacy/gpc';
import { buildCsp, createNonce, cspPageKind, NONCE_HEADER, originsOf, type CspOptions } from '@/lib/security/csp';
import { sharedPageScriptHashes } from '@/lib/security/inline-script-hashes';
import { sharedPageOf } from '@/lib/security/shared-pages';

export { NONCE_HEADER };

function pagePolicy(pathname: string, inline: CspOptions['inline']): string {
  const { api, facebookAppId, development, mapsKey, sandboxGatewayUrl, paypalClientId } = storefrontConfig();
  return buildCsp({
    inline,
    kind: cspPageKind(pathname),
    apiOrigins: originsOf([api.orderingApiUrl, api.serverlessApiUrl, api.ordersGraphqlUrl, api.contentGraphqlUrl]),
    facebook: facebookAppId !== null,
    development,
    maps: mapsKey !== null,
    cardFieldsOrigin: originsOf([sandboxGatewayUrl])[0] ?? null,
    paypal: paypalClientId !== null,
    stripe: storefrontCardFields().kind === 'stripe',
  });
}

function withSecurityHeaders(response: NextResponse, policy: string): NextResponse {
  response.headers.set('Content-Security-Policy', policy);
  const { hsts } = storefrontConfig();
  if (hsts) response.headers.set('Strict-Transport-Security', hsts);
  return response;
}

export function proxy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  const market = parseMarketPath(pathname, searchParams.get('countryCode'));

  // /us/locations is the US site, which lives at the root.
  if (market.country === DEFAULT_COUNTRY && market.prefix) {
    const url = request.nextUrl.clone();
    url.pathname = market.rest;
    return NextResponse.redirect(url, 308);
  }

  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(marketHeaders(market))) headers.set(name, value);
  // A page the same for every visitor carries no nonce and sets no cookie: its answer may be shared.
  const sharedPage = sharedPageOf(market.rest);
  const hashes = sharedPage && !storefrontConfig().development ? sharedPageScriptHashes(sharedPage) : null;
  const shared = sharedPage !== null;
  const nonce = hashes ? null : createNonce();
  const policy = pagePolicy(market.rest, nonce ? { nonce } : { hashes: hashes! });
  if (nonce) headers.set(NONCE_HEADER, nonce);
  else headers.delete(NONCE_HEADER);
  headers.set('Content-Security-Policy', policy);
  const gpc = (response: NextResponse) => (shared ? response : withGpcOptOut(request, response));

  if (!market.prefix) return gpc(withSecurityHeaders(NextResponse.next({ request: { headers } }), policy));
  const url = request.nextUrl.clone();
  url.pathname = market.rest;
  return gpc(withSecurityHeaders(NextResponse.rewrite(url, { request: { headers } }), policy));
}

export const config = {
  matcher: [
    '/((?!api|_next/static|_next/image|images|fonts|favicon|icon|apple-touch-icon|manifest.webmanifest|robots.txt|sitemap.xml).*)',
  ],
};
