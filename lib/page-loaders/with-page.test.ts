import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GetServerSidePropsContext } from 'next';
import { ApiError } from '../api/api-error';
import { MARKET_LANGUAGE_CHOSEN_HEADER, MARKET_LOCALE_HEADER, MARKET_PREFIX_HEADER } from '../market';
import { BYPASS_COOKIES_HEADER, PUBLIC_CACHE_CONTROL, SHARED_PAGE_COOKIES, pageErrorOf, paramOf, withPage, type BasePageProps, type LoaderArgs } from './with-page';
import { GENERIC_FAILURE_MESSAGE } from '@/domain/messages';
import { loadShell } from '../api/shell';

// The shell's content (lib/api/shell.ts) has its own tests; here it is a fixed value.
const shell = { navigation: { main: [], countryExtras: { canada: [], international: [] } }, footer: null, holidayMode: false };
jest.mock('../api/shell', () => ({ loadShell: jest.fn(async () => shell) }));
/** The shell as pages receive it (lib/page-shell.ts): the menus and privacy links worked out, the footer as read. */
const pageShellProp = expect.objectContaining({ menus: [], footer: null, privacyLinks: expect.arrayContaining([expect.objectContaining({ url: '/legal/privacy-policy' })]) });
// The current order (lib/current-order.ts) has its own API; here it is a fixed summary.
const summary = { orderPrice: '23.39', currency: 'USD', numberOfItemsInCart: 2 };
const mockSummary = jest.fn(async () => summary);
jest.mock('../current-order', () => ({
  ...jest.requireActual('../current-order'),
  currentOrderSummary: () => mockSummary(),
}));

// The signed-in user (lib/auth/current-user.ts) has its own tests; here nobody unless a test says so.
const mockUser = jest.fn(async (): Promise<{ firstName: string; spendablePoints: number | null } | null> => null);
jest.mock('../auth/current-user', () => ({ currentUser: () => mockUser() }));

function fakeContext(headers: Record<string, string> = {}) {
  const set: Record<string, string | string[]> = {};
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string | string[]) => void (set[name] = value),
    getHeader: (name: string) => set[name],
    end: () => undefined,
    write: () => true,
  };
  const context = { req: { headers }, res, params: { state: 'texas' }, query: {}, resolvedUrl: '/x' };
  return { context: context as unknown as GetServerSidePropsContext, res, set };
}

const head = { title: 'T', description: 'D', path: '/locations' };

describe('withPage', () => {
  it('passes the market and API context to the loader and adds head and market props', async () => {
    const { context, set } = fakeContext({ [MARKET_LOCALE_HEADER]: 'fr-ca' });
    const load = jest.fn(async (_args: LoaderArgs) => ({ props: { answer: 42 }, head }));
    const result = await withPage(load, { publicCache: true })(context);
    expect(load.mock.calls[0]?.[0]).toMatchObject({ market: { locale: 'fr-ca' }, api: { locale: 'fr-ca', token: null } });
    expect(result).toMatchObject({
      props: {
        answer: 42,
        market: { locale: 'fr-ca', country: 'CA', currency: 'CAD', languageChosen: true, prefix: '/ca/fr' },
        user: null,
        head: { title: 'T', canonical: 'http://localhost:3000/ca/fr/locations' },
      },
    });
    expect(set['Cache-Control']).toBe(PUBLIC_CACHE_CONTROL);
    // A cache must render a request with the demo clock or a Menu At A Glance choice, not answer it from a copy.
    expect(set[BYPASS_COOKIES_HEADER]).toBe('hickory_clock, menuAtAGlanceItem');
  });

  it('has nginx in front render, never answer from its cache, a request carrying a cookie the shared pages name', () => {
    const front = readFileSync(path.join(__dirname, '..', '..', 'deploy', 'nginx', 'front.conf.template'), 'utf8');
    const bypassed = /map "([^"]*)" \$hickory_page_cookies/.exec(front)?.[1] ?? '';
    expect(bypassed.split('$cookie_').filter(Boolean)).toEqual(SHARED_PAGE_COOKIES);
  });

  it('reads the market once, from the proxy headers, and gives the loader and the page the same one', async () => {
    const { context } = fakeContext({ [MARKET_LOCALE_HEADER]: 'en-ca', [MARKET_LANGUAGE_CHOSEN_HEADER]: '0', [MARKET_PREFIX_HEADER]: '/ca' });
    const load = jest.fn(async (_args: LoaderArgs) => ({ props: {}, head }));
    const result = (await withPage(load)(context)) as { props: { market: unknown } };
    const market = { locale: 'en-ca', country: 'CA', currency: 'CAD', languageChosen: false, prefix: '/ca' };
    expect(result.props.market).toEqual(market);
    expect(load.mock.calls[0]?.[0].market).toBe(result.props.market);
  });

  it('gives a signed-in visitor their summary, forwards their token and keeps the page out of shared caches', async () => {
    mockUser.mockResolvedValueOnce({ firstName: 'Ada', spendablePoints: 0 });
    const { context, set } = fakeContext({ cookie: 'jwt_token=abc' });
    const load = jest.fn(async (_args: LoaderArgs) => ({ props: {}, head }));
    const result = await withPage(load, { publicCache: true })(context);
    expect(load.mock.calls[0]?.[0]).toMatchObject({ api: { token: 'abc' } });
    expect(result).toMatchObject({ props: { user: { firstName: 'Ada', spendablePoints: 0 } } });
    expect(set['Cache-Control']).toBeUndefined();
  });

  it('shows a signed-in visitor as such on an error page too', async () => {
    mockUser.mockResolvedValueOnce({ firstName: 'Ada', spendablePoints: null });
    const { context } = fakeContext({ cookie: 'jwt_token=abc' });
    const result = await withPage(async () => ({ notFound: true as const }))(context);
    expect(result).toMatchObject({ props: { pageError: { status: 404 }, user: { firstName: 'Ada' } } });
  });

  it('sets the cookies a loader gives, beside those already set, and keeps that page out of shared caches', async () => {
    const { context, set } = fakeContext();
    set['Set-Cookie'] = ['a=1'];
    const result = await withPage(async () => ({ props: {}, head, cookies: ['b=; Max-Age=0'] }), { publicCache: true })(context);
    expect(set['Set-Cookie']).toEqual(['a=1', 'b=; Max-Age=0']);
    expect(set['Cache-Control']).toBeUndefined();
    expect(result).not.toHaveProperty('cookies');
  });

  it.each([
    ['the proxy set the privacy opt-out cookie', {}, { 'Set-Cookie': ['privacyOptOut=gpc; Path=/'] }],
    ['the page carries a nonce', { 'x-nonce': 'bm9uY2U=', 'content-security-policy': "script-src 'nonce-bm9uY2U='" }, {}],
    ['the policy names a nonce', {}, { 'Content-Security-Policy': "script-src 'self' 'nonce-bm9uY2U='" }],
  ])('never offers shared caches an answer that is the visitor’s own: %s', async (_case, headers, preset) => {
    for (const options of [{ publicCache: true }, { publicCache: true, anonymous: true }]) {
      const { context, set } = fakeContext(headers as Record<string, string>);
      Object.assign(set, preset);
      await withPage(async () => ({ props: {}, head }), options)(context);
      expect(set['Cache-Control']).toBeUndefined();
      expect(set[BYPASS_COOKIES_HEADER]).toBeUndefined();
    }
  });

  it('shares a page whose policy allows its scripts by hash', async () => {
    const { context, set } = fakeContext({ 'content-security-policy': "script-src 'self' 'sha256-abc='" });
    await withPage(async () => ({ props: {}, head }), { publicCache: true, anonymous: true })(context);
    expect(set['Cache-Control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('offers no shared-cache header when the page fails after its data loaded', async () => {
    const { context, set } = fakeContext();
    jest.mocked(loadShell).mockRejectedValueOnce(new Error('the shell broke'));
    await expect(withPage(async () => ({ props: {}, head }), { publicCache: true, anonymous: true })(context)).rejects.toThrow('the shell broke');
    expect(set['Cache-Control']).toBeUndefined();
  });

  it('sets the cookies of a redirect and answers the redirect alone', async () => {
    const { context, set } = fakeContext();
    const redirect = { destination: '/quote/everyday/austin', permanent: false };
    const result = await withPage(async () => ({ redirect, cookies: ['b=; Max-Age=0'] }))(context);
    expect(result).toEqual({ redirect });
    expect(set['Set-Cookie']).toEqual(['b=; Max-Age=0']);
  });

  it.each([
    [true, PUBLIC_CACHE_CONTROL],
    [false, undefined],
  ])('asks the page whether it is shared-cacheable: %p → %p', async (answer, header) => {
    const { context, set } = fakeContext();
    await withPage(async () => ({ props: { ready: answer }, head }), { publicCache: (props) => props.ready })(context);
    expect(set['Cache-Control']).toBe(header);
  });

  it('sends no shared-cache header unless asked', async () => {
    const { context, set } = fakeContext();
    await withPage(async () => ({ props: {}, head }))(context);
    expect(set['Cache-Control']).toBeUndefined();
  });

  it('keeps a diner with an order out of the shared cache and seeds the header with their cart', async () => {
    mockSummary.mockClear();
    const { context, set } = fakeContext({ cookie: 'orderId=7b1c; orderToken=t0k' });
    const result = await withPage(async () => ({ props: {}, head }), { publicCache: true })(context);
    expect(set['Cache-Control']).toBeUndefined();
    expect(result).toMatchObject({ props: { orderSummary: summary } });
    expect(mockSummary).toHaveBeenCalledTimes(1);
  });

  it('renders an anonymous page without the visitor: the same props and a shared-cache header whoever asks', async () => {
    mockSummary.mockClear();
    mockUser.mockClear();
    const answers = [];
    for (const cookie of [undefined, 'orderId=7b1c; orderToken=t0k; jwt_token=abc']) {
      const { context, set } = fakeContext(cookie ? { cookie } : {});
      const load = jest.fn(async (_args: LoaderArgs) => ({ props: { answer: 42 }, head }));
      answers.push(await withPage(load, { publicCache: true, anonymous: true })(context));
      expect(load.mock.calls[0]?.[0].api).toEqual({ locale: 'en-us', token: null });
      expect(set['Cache-Control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(set['Set-Cookie']).toBeUndefined();
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).not.toHaveProperty('props.user');
    expect(answers[0]).not.toHaveProperty('props.orderSummary');
    expect(mockSummary).not.toHaveBeenCalled();
    expect(mockUser).not.toHaveBeenCalled();
  });

  it('still lets an anonymous page leave by a redirect that reads the request cookie', async () => {
    const { context } = fakeContext({ cookie: 'choice=1' });
    const load = jest.fn(async (_args: LoaderArgs) => ({ redirect: { destination: '/elsewhere', permanent: false } }));
    await withPage(load, { publicCache: true, anonymous: true })(context);
    expect(load.mock.calls[0]?.[0].requestCookie).toBe('choice=1');
  });

  it('does not load the order again when the page seeded the summary itself', async () => {
    mockSummary.mockClear();
    const { context } = fakeContext({ cookie: 'orderId=7b1c; orderToken=t0k' });
    const result = await withPage(async () => ({ props: { orderSummary: null }, head }))(context);
    expect(mockSummary).not.toHaveBeenCalled();
    expect(result).toMatchObject({ props: { orderSummary: null } });
  });

  it.each([
    ['the API says 404', async () => Promise.reject(new ApiError(404, 'Location "nowhere" not found'))],
    ['the loader finds nothing', async () => ({ notFound: true as const })],
  ])('answers a real 404 in the market language when %s', async (_case, load) => {
    const { context, res, set } = fakeContext({ [MARKET_LOCALE_HEADER]: 'fr-ca' });
    const result = await withPage(load, { publicCache: true })(context);
    expect(res.statusCode).toBe(404);
    expect(result).toEqual({ props: { market: expect.objectContaining({ locale: 'fr-ca', languageChosen: true }), head: null, pageError: { status: 404 }, shell: pageShellProp } });
    expect(set['Cache-Control']).toBeUndefined();
  });

  it.each([
    [new ApiError(500, 'The menu broke'), 500, 'The menu broke'],
    [new ApiError(400, 'Slug "x" is too long'), 400, 'Slug "x" is too long'],
    [new TypeError('cannot read property of undefined'), 500, undefined],
    [new ApiError(500, ''), 500, undefined],
  ])('renders the error page for %p with status %d and the message %p (none: the page says it in the diner’s language)', async (error, status, message) => {
    const { context, res, set } = fakeContext();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await withPage(async () => Promise.reject(error), { publicCache: true })(context);
    expect(res.statusCode).toBe(status);
    expect(result).toMatchObject({ props: { market: { locale: 'en-us' }, head: null, pageError: { status } } });
    expect((result as { props: BasePageProps }).props.pageError?.message).toBe(message);
    expect(set['Cache-Control']).toBeUndefined();
  });

  it.each([
    ['the API answers 503', new ApiError(503, 'The database is not answering; try again shortly.')],
    ['the API cannot be reached', new ApiError(503, GENERIC_FAILURE_MESSAGE, { cause: new TypeError('fetch failed') })],
    ['a GraphQL call times out', new ApiError(500, 'Something went wrong', { cause: new DOMException('timed out', 'TimeoutError') })],
    ['the content API is refused', new TypeError('fetch failed')],
  ])('answers 503 with Retry-After and the unavailable page when %s', async (_case, error) => {
    const { context, res, set } = fakeContext({ [MARKET_LOCALE_HEADER]: 'ja-jp' });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await withPage(async () => Promise.reject(error), { publicCache: true })(context);
    expect(res.statusCode).toBe(503);
    expect(set['Retry-After']).toBe('10');
    expect(set['Cache-Control']).toBe('no-store');
    expect(result).toEqual({ props: { market: expect.objectContaining({ locale: 'ja-jp', languageChosen: true }), head: null, pageError: { status: 503 }, shell: pageShellProp } });
  });

  it('passes a redirect through', async () => {
    const { context } = fakeContext();
    const redirect = { destination: '/locations', permanent: true };
    expect(await withPage(async () => ({ redirect }))(context)).toEqual({ redirect });
  });
});

describe('pageErrorOf', () => {
  it.each([
    [new ApiError(502, 'Bad gateway'), { status: 503 }],
    [new ApiError(504, 'Gateway timeout'), { status: 503 }],
    [new ApiError(404, 'Location "x" not found'), { status: 404 }],
    [new ApiError(409, 'Already paid'), { status: 409, message: 'Already paid' }],
    [new ApiError(200, ''), { status: 500, message: GENERIC_FAILURE_MESSAGE }],
    ['a string', { status: 500, message: GENERIC_FAILURE_MESSAGE }],
  ])('%p -> %p', (error, expected) => {
    expect(pageErrorOf(error)).toEqual(expected);
  });
});

describe('paramOf', () => {
  it.each([
    [{ state: 'texas' }, 'texas'],
    [{ state: ['texas', 'ohio'] }, 'texas'],
    [{}, ''],
    [undefined, ''],
  ])('%p -> %p', (params, expected) => {
    expect(paramOf(params, 'state')).toBe(expected);
  });
});
