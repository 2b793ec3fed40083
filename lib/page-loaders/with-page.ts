/**
 * The one wrapper every page's getServerSideProps goes through. It reads the market the proxy
 * set (once per request: the `market` prop, which _app provides to every component), builds the API context (forwarding the jwt_token cookie), runs the page's loader and
 * turns the outcome into props:
 *  - an API 404 (or a loader's `notFound`) answers a real 404 status with the not-found page in
 *    the market's language (Next's own `notFound` would show the static, English 404 page);
 *  - the API out of reach (refused, too slow, or answering 502/503/504: lib/api/unavailable.ts)
 *    answers 503 with Retry-After and the "briefly unavailable" page with a Retry button; the
 *    header and footer still render, from the bundled content when the content API is down too;
 *  - any other failure renders the error page with a human message and its status;
 *  - a page that declares `anonymous` is the same for every visitor: it is rendered without
 *    the visitor's cookies (no session token, no order, no cart summary, no `user`), so its body
 *    is identical whoever asks, and when its rule holds it sends PUBLIC_CACHE_CONTROL to every
 *    visitor. The header's cart summary and signed-in name are read in the browser after
 *    hydration (lib/visitor.ts). Only a page rendered at a demo clock's instant, or one whose
 *    answer sets a cookie (the loader's, or the proxy's privacy opt-out) or carries a CSP nonce
 *    (every page but those in lib/security/shared-pages.ts), stays private: a nonce or a
 *    cookie is one visitor's own and must never be kept in a shared cache;
 *  - on other (personal) pages the header's cart summary comes from the page's own `orderSummary`
 *    prop when it loaded the order, otherwise from the current order (lib/current-order.ts), and
 *    `user`, the signed-in summary the header and mobile menu greet (lib/auth/current-user.ts),
 *    is read when a jwt_token cookie is present;
 *  - the page renders at the demo clock's time when the storefront honours it (lib/api/server-context.ts).
 */
import type { GetServerSideProps, GetServerSidePropsContext, Redirect } from 'next';
import { isApiError } from '../api/api-error';
import { isNotFound } from '../api/locations';
import { isServiceUnavailable, RETRY_AFTER_SECONDS } from '../api/unavailable';
import { currentOrderSummary, hasOrderCookie } from '../current-order';
import { apiContextFromRequest } from '../api/server-context';
import type { ApiContext } from '../api/client';
import { createTranslator, type Translate } from '../i18n';
import { marketFromHeaders, type PageMarket } from '../market';
import { loadShell } from '../api/shell';
import { pageShell, type PageShell } from '../page-shell';
import { UNAVAILABLE_STATUS } from './status';
import { buildPageHead, type HeadMeta, type PageHeadProps } from '../page-head';
import { storefrontConfig, type StorefrontConfig } from '../config/storefront';
import { NONCE_HEADER } from '../security/csp';
import { GENERIC_FAILURE_MESSAGE } from '@/domain/messages';
import { COOKIE_NAMES } from '@/domain/constants';
import { DEMO_CLOCK_COOKIE } from '@/domain/demo-clock';
import { currentUser } from '../auth/current-user';
import type { UserSummary } from '../ui-context';

export const PUBLIC_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';
/**
 * A shared answer names the request cookies that would still change it (the demo clock; the item
 * chosen on Menu At A Glance, which the menu page opens): a cache answers a request carrying one
 * by rendering it. nginx's page cache in front (deploy/nginx/front.conf.template) bypasses these cookies.
 */
export const BYPASS_COOKIES_HEADER = 'X-Cache-Bypass-Cookies';
export const SHARED_PAGE_COOKIES: readonly string[] = [DEMO_CLOCK_COOKIE, COOKIE_NAMES.menuAtAGlanceItem];

/** `message` is the API's human message; without one the page says the generic text of its status. */
type PageError = { status: number; message?: string };


/** `shell`: the header menus and footer (lib/page-shell.ts), on every page, errors included. */
export type BasePageProps = {
  market: PageMarket;
  head: PageHeadProps | null;
  pageError?: PageError;
  shell: PageShell | null;
  /** The signed-in user (null when signed out); error pages carry it only when someone is signed in. */
  user?: UserSummary | null;
};

export type LoaderArgs = {
  api: ApiContext;
  market: PageMarket;
  /** The storefront's settings (lib/config/storefront.ts). */
  config: StorefrontConfig;
  t: Translate;
  /** The request's Cookie header, also on an anonymous page: only for a decision that leaves it (a redirect). */
  requestCookie?: string;
  params: GetServerSidePropsContext['params'];
  query: GetServerSidePropsContext['query'];
};

/** `cookies`: Set-Cookie values the answer carries (a page that sets one is never shared-cached). */
export type LoaderResult<P> =
  | { props: P; head: HeadMeta; cookies?: string[] }
  | { notFound: true }
  | { redirect: Redirect; cookies?: string[] };

/**
 * `publicCache`: the page is the same for every visitor, or a rule of its props saying when it is
 * (without `anonymous`, a visitor with an order or a session still gets a private page).
 * `anonymous`: the page never reads the visitor's cookies, so it is shared-cached for everyone
 * (its path is also in SHARED_PAGES, lib/security/shared-pages.ts, for its policy).
 */
type PageOptions<P = object> = { publicCache?: boolean | ((props: P) => boolean); anonymous?: boolean };

/**
 * What a failed page load shows: 404 for an API 404, 503 (no message: the page says it in the
 * diner's language) when the API is out of reach, else the API's human message, never a stack.
 */
export function pageErrorOf(error: unknown): PageError {
  if (isNotFound(error)) return { status: 404 };
  if (isServiceUnavailable(error)) return { status: UNAVAILABLE_STATUS };
  if (isApiError(error)) {
    const { status, message } = error;
    const valid = Number.isInteger(status) && status >= 400 && status <= 599;
    return { status: valid ? status : 500, message: message || GENERIC_FAILURE_MESSAGE };
  }
  return { status: 500, message: GENERIC_FAILURE_MESSAGE };
}

/** The error a page shows: the generic failure without its English text, which the error page says in the diner's language. */
function shownError(error: PageError): PageError {
  return error.message === GENERIC_FAILURE_MESSAGE ? { status: error.status } : error;
}

export function withPage<P extends object>(
  load: (args: LoaderArgs) => Promise<LoaderResult<P>>,
  options: PageOptions<P> = {},
): GetServerSideProps<P & BasePageProps> {
  return async (context) => {
    const market = marketFromHeaders(context.req.headers);
    const config = storefrontConfig();
    const shareable = options.anonymous === true;
    const visitorApi = apiContextFromRequest(context.req, market.locale, config.demoClock);
    const api = shareable ? anonymous(visitorApi) : visitorApi;
    const t = createTranslator(market.locale);
    const shellPromise = loadShell(api).then((shell) => pageShell(shell, market, t));
    const userPromise = shareable ? Promise.resolve(null) : currentUser(api);
    let result: LoaderResult<P>;
    try {
      result = await load({ api, market, config, t, requestCookie: context.req.headers.cookie, params: context.params, query: context.query });
    } catch (error) {
      const pageError = pageErrorOf(error);
      if (pageError.status === UNAVAILABLE_STATUS) {
        console.warn(`The API is unavailable for ${context.resolvedUrl}: ${(error as Error)?.message ?? String(error)}`);
        context.res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        context.res.setHeader('Cache-Control', 'no-store');
      } else if (pageError.status >= 500) console.error('Page data failed:', context.resolvedUrl, error);
      context.res.statusCode = pageError.status;
      const signedIn = await userSignedIn(userPromise);
      return { props: { market, head: null, pageError: shownError(pageError), shell: await shellPromise, ...signedIn } as P & BasePageProps };
    }
    if ('notFound' in result) {
      context.res.statusCode = 404;
      const signedIn = await userSignedIn(userPromise);
      return { props: { market, head: null, pageError: { status: 404 }, shell: await shellPromise, ...signedIn } as P & BasePageProps };
    }
    const cookies = result.cookies ?? [];
    if (cookies.length > 0) appendSetCookies(context.res, cookies);
    if (!('props' in result)) return { redirect: result.redirect };
    const hasOrder = !shareable && hasOrderCookie(context.req.headers.cookie);
    const shared = typeof options.publicCache === 'function' ? options.publicCache(result.props) : options.publicCache === true;
    const sharedCacheable = shared && !api.clock && (shareable || (!hasOrder && !api.token));
    const orderSummary = hasOrder && !('orderSummary' in result.props) ? await currentOrderSummary(api) : null;
    const head = buildPageHead({
      locale: market.locale,
      site: config.seo.siteUrl,
      settings: config.seo,
      scope: result.head.scope ?? 'country',
      ...result.head,
    });
    const seed = orderSummary ? { orderSummary } : {};
    const user = shareable || 'user' in result.props ? {} : { user: await userPromise };
    const props = { ...result.props, ...seed, ...user, market, head, shell: await shellPromise };
    // Last, once nothing above can fail (a page that failed renders the error page, never shared)
    // and every cookie of the answer is set.
    if (sharedCacheable && !isPersonalAnswer(context)) {
      context.res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
      context.res.setHeader(BYPASS_COOKIES_HEADER, SHARED_PAGE_COOKIES.join(', '));
    }
    return { props };
  };
}

/** The request's context without what is the visitor's own (session token, cookies); the demo clock stays. */
function anonymous(api: ApiContext): ApiContext {
  return { locale: api.locale, token: null, ...(api.clock ? { clock: api.clock } : {}) };
}

/**
 * Whether the answer is the visitor's own whatever the page says: it sets a cookie (the loader's,
 * or the proxy's, which Next has put on the response already) or carries the request's CSP nonce.
 * Such an answer is never offered to shared caches (the storefront's page cache settles it too).
 */
function isPersonalAnswer(context: GetServerSidePropsContext): boolean {
  const cookies = context.res.getHeader('Set-Cookie');
  const setsCookie = cookies !== undefined && !(Array.isArray(cookies) && cookies.length === 0);
  const policy = [context.req.headers['content-security-policy'], context.res.getHeader('Content-Security-Policy')].join(' ');
  return setsCookie || Boolean(context.req.headers[NONCE_HEADER]) || policy.includes("'nonce-");
}

/** Adds Set-Cookie values to those the response already carries. */
function appendSetCookies(res: GetServerSidePropsContext['res'], cookies: string[]): void {
  const existing = res.getHeader('Set-Cookie');
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...before, ...cookies]);
}

/** `{ user }` when someone is signed in, else nothing (error pages stay as they were). */
async function userSignedIn(userPromise: Promise<UserSummary | null>): Promise<{ user?: UserSummary }> {
  const user = await userPromise;
  return user ? { user } : {};
}

/** A single string route parameter (Next gives string | string[] | undefined). */
export function paramOf(params: LoaderArgs['params'], name: string): string {
  const value = params?.[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
