// The proxy's test lives here, not beside it: proxy.ts sits at the root, outside the test folders.
import { NextRequest } from 'next/server';
import { parseMarketPath } from '@/domain/markets';
import { MARKET_LANGUAGE_CHOSEN_HEADER, MARKET_LOCALE_HEADER, MARKET_PREFIX_HEADER } from '@/lib/market';
import { PRIVACY_OPT_OUT_COOKIE } from '@/domain/privacy/opt-out';
import { SHARED_PAGES } from '@/lib/security/shared-pages';
import { proxy } from '@/proxy';

jest.mock('@/domain/markets', () => {
  const actual = jest.requireActual('@/domain/markets');
  return { ...actual, parseMarketPath: jest.fn(actual.parseMarketPath) };
});
const parse = parseMarketPath as jest.MockedFunction<typeof parseMarketPath>;

// A production build's hashes for every shared page (lib/security/inline-script-hashes.ts has their own tests).
const HASHES = ["'sha256-c2hhcmVk'"];
jest.mock('@/lib/security/inline-script-hashes', () => ({ sharedPageScriptHashes: () => HASHES }));

function run(path: string) {
  parse.mockClear();
  return proxy(new NextRequest(`http://localhost:3000${path}`));
}

/** A request header the proxy hands on to the page. */
function forwarded(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

describe('proxy', () => {
  it.each([
    ['/ca/fr/locations', '/locations', 'fr-ca', '1', '/ca/fr'],
    ['/ca/menu?x=1', '/menu', 'en-ca', '0', '/ca'],
    ['/ae', '/', 'en-ae', '1', '/ae'],
  ])('rewrites %s to %s with the market it parsed once', (path, page, locale, chosen, prefix) => {
    const response = run(path);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(new URL(response.headers.get('x-middleware-rewrite') ?? '').pathname).toBe(page);
    expect(forwarded(response, MARKET_LOCALE_HEADER)).toBe(locale);
    expect(forwarded(response, MARKET_LANGUAGE_CHOSEN_HEADER)).toBe(chosen);
    expect(forwarded(response, MARKET_PREFIX_HEADER)).toBe(prefix);
  });

  it.each([
    ['/locations', 'en-us', ''],
    ['/locations?countryCode=CA', 'en-ca', ''],
  ])('serves %s unprefixed, as %s', (path, locale, prefix) => {
    const response = run(path);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(forwarded(response, MARKET_LOCALE_HEADER)).toBe(locale);
    expect(forwarded(response, MARKET_PREFIX_HEADER)).toBe(prefix);
  });

  it.each([
    ['/us', '/'],
    ['/us/locations?type=delivery', '/locations?type=delivery'],
    ['/US/ca/fr', '/ca/fr'],
  ])('sends %s to the US site at the root: %s', (path, target) => {
    const response = run(path);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.pathname}${location.search}`).toBe(target);
  });

  it('overwrites market headers a client sent', () => {
    const request = new NextRequest('http://localhost:3000/locations', { headers: { [MARKET_LOCALE_HEADER]: 'ja-jp', [MARKET_PREFIX_HEADER]: '/jp/ja' } });
    const response = proxy(request);
    expect(forwarded(response, MARKET_LOCALE_HEADER)).toBe('en-us');
    expect(forwarded(response, MARKET_PREFIX_HEADER)).toBe('');
  });

  /** A path of each shared page, as a visitor asks for it, unprefixed and under a market. */
  const sharedPaths = SHARED_PAGES.flatMap(({ page }) => {
    const path = page.replace(/\[[^\]]+\]/g, 'mesa');
    return [path, `/ca/fr${path === '/' ? '' : path}`];
  });

  it.each(sharedPaths)('gives the shared page %s its hashes, no nonce and no cookie, even to a GPC browser', (path) => {
    const response = proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { 'Sec-GPC': '1' } }));
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(HASHES[0]);
    expect(policy).not.toContain("'nonce-");
    expect(forwarded(response, 'x-nonce')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('drops a nonce header a client sent for a shared page', () => {
    const response = proxy(new NextRequest('http://localhost:3000/locations', { headers: { 'x-nonce': 'Y2xpZW50' } }));
    expect(forwarded(response, 'x-nonce')).toBeNull();
  });

  it.each(['/cart', '/ca/fr/company/press', '/menu'])('gives %s its own nonce and a GPC browser the opt-out cookie', (path) => {
    const response = proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { 'Sec-GPC': '1' } }));
    const nonce = forwarded(response, 'x-nonce');
    expect(nonce).toBeTruthy();
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(response.headers.get('set-cookie')).toContain(`${PRIVACY_OPT_OUT_COOKIE}=gpc`);
  });

  /** The sources of one directive of the response's policy. */
  const frameSources = (response: Response) =>
    (response.headers.get('content-security-policy') ?? '').split('; ').find((entry) => entry.startsWith('frame-src '))?.split(' ').slice(1);

  it.each(['/checkout/payment', '/ca/fr/checkout/payment', '/catering/quotes/1042/pay'])('lets the payment page %s frame the card processor\'s fields, and nothing else', (path) => {
    expect(frameSources(run(path))).toEqual(["'self'", 'http://localhost:4010']);
  });

  it.each(['/cart', '/ca/fr/menu', '/login'])('lets %s frame no processor', (path) => {
    expect(frameSources(run(path))).not.toContain('http://localhost:4010');
  });
});
