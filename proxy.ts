/**
 * Locale routing (SPEC §2, DESIGN "Locale in URLs"): the US lives at the root, every other market
 * under /{country} or /{country}/{language}. A prefixed URL is rewritten to the unprefixed page,
 * and the market travels in request headers that pages read through lib/market.ts. Unprefixed
 * requests get the headers too (the US, or a `countryCode` query), so a client can never set them.
 * Client-side navigation goes through here as well: Next runs the proxy for /_next/data requests.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_COUNTRY, parseMarketPath } from '@/domain/markets';
import { marketHeaders } from '@/lib/market';

export function proxy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  const segments = pathname.split('/').filter(Boolean);

  // /us/locations is the US site, which lives at the root.
  if (segments[0]?.toLowerCase() === DEFAULT_COUNTRY) {
    const url = request.nextUrl.clone();
    url.pathname = `/${segments.slice(1).join('/')}`;
    return NextResponse.redirect(url, 308);
  }

  const market = parseMarketPath(pathname, searchParams.get('countryCode'));
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(marketHeaders(market))) headers.set(name, value);

  if (!market.prefix) return NextResponse.next({ request: { headers } });
  const url = request.nextUrl.clone();
  url.pathname = market.rest;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  matcher: [
    '/((?!api|_next/static|_next/image|images|fonts|favicon|icon|apple-touch-icon|manifest.webmanifest|robots.txt|sitemap.xml).*)',
  ],
};
