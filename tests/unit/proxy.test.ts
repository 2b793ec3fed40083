// The proxy's test lives here, not beside it: proxy.ts sits at the root, outside the test folders.
import { NextRequest } from 'next/server';
import { parseMarketPath } from '@/domain/markets';
import { MARKET_LANGUAGE_CHOSEN_HEADER, MARKET_LOCALE_HEADER, MARKET_PREFIX_HEADER } from '@/lib/market';
import { proxy } from '@/proxy';

jest.mock('@/domain/markets', () => {
  const actual = jest.requireActual('@/domain/markets');
  return { ...actual, parseMarketPath: jest.fn(actual.parseMarketPath) };
});
const parse = parseMarketPath as jest.MockedFunction<typeof parseMarketPath>;

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
});
