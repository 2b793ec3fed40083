/**
 * The storefront's last word on how caches in front of it may keep each answer, settled as the
 * answer's head is written (scripts/web.mjs). No cache lives here: nginx keeps the shared pages in
 * `npm start` and `npm run start:cluster` (deploy/nginx/front.conf.template), a CDN in production.
 *
 * - An answer that sets a cookie or carries a per-request nonce is the visitor's own: whatever let
 *   shared caches keep it (`public`, `s-maxage`) becomes PERSONAL_CACHE_CONTROL before it leaves,
 *   so no cache in front ever keeps one visitor's cookie or nonce for the next.
 * - A shared answer (s-maxage above 0, not private, no-store or no-cache) also gets
 *   `X-Accel-Expires`: PAGE_CACHE_FRESH_MS in whole seconds, rounded up (0 keeps nothing). nginx
 *   keeps the page that long instead of its s-maxage (a CDN's lifetime), still honouring its
 *   stale-while-revalidate, and drops the header before the answer leaves; a back-office change
 *   shows within about a second, or at once where change events purge nginx's copies
 *   (scripts/lib/page-purge.mjs).
 */

/** PAGE_CACHE_FRESH_MS: how long the front cache keeps a shared page, a whole number of milliseconds from 0 (not kept) to 60,000; unset or empty, 1000. */
export function pageCacheFreshMs(env) {
  const raw = (env.PAGE_CACHE_FRESH_MS ?? '').trim();
  if (raw === '') return 1000;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 60_000) {
    throw new Error(`PAGE_CACHE_FRESH_MS must be a whole number of milliseconds from 0 to 60000, not "${raw}"`);
  }
  return value;
}

/** What an answer that is one visitor's own says to caches. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** The directives of a Cache-Control value, by lowercase name (a directive without a value maps to ''). */
function cacheDirectives(value) {
  const directives = new Map();
  for (const part of String(value ?? '').split(',')) {
    const [name, ...rest] = part.trim().split('=');
    if (name) directives.set(name.toLowerCase(), rest.join('=').trim().replace(/^"|"$/g, ''));
  }
  return directives;
}

/** Whether headers (lowercase names) make an answer one visitor's own: a cookie set, or a nonce in its policy. */
export function isPersonalAnswer(headers) {
  const cookies = headers['set-cookie'];
  if (cookies !== undefined && !(Array.isArray(cookies) && cookies.length === 0)) return true;
  return /'nonce-/.test(String(headers['content-security-policy'] ?? ''));
}

/** Whether a Cache-Control value lets shared caches keep the answer (`public`, or `s-maxage`). */
function allowsSharedCaches(value) {
  const directives = cacheDirectives(value);
  return directives.has('public') || directives.has('s-maxage');
}

/** The header object of writeHead's arguments (an object, or a flat or paired array), with lowercase names. */
function headersArgument(args) {
  const given = args.find((arg) => arg !== null && typeof arg === 'object');
  if (!given) return {};
  const pairs = Array.isArray(given)
    ? Array.isArray(given[0])
      ? given
      : given.flatMap((value, index) => (index % 2 === 0 ? [[value, given[index + 1]]] : []))
    : Object.entries(given);
  return Object.fromEntries(pairs.map(([name, value]) => [String(name).toLowerCase(), value]));
}

/** writeHead's arguments with their Cache-Control (in any of its header forms) replaced by `value`. */
function withCacheControl(args, value) {
  return args.map((arg) => {
    if (arg === null || typeof arg !== 'object') return arg;
    const isCacheControl = (name) => String(name).toLowerCase() === 'cache-control';
    if (!Array.isArray(arg)) return { ...Object.fromEntries(Object.entries(arg).filter(([name]) => !isCacheControl(name))), 'cache-control': value };
    if (Array.isArray(arg[0])) return [...arg.filter(([name]) => !isCacheControl(name)), ['cache-control', value]];
    const kept = arg.flatMap((item, index) => (index % 2 === 0 && !isCacheControl(item) ? [item, arg[index + 1]] : []));
    return [...kept, 'cache-control', value];
  });
}

/** The front cache's lifetime for shared pages, in whole seconds (X-Accel-Expires). */
export function frontCacheSeconds(freshMs) {
  return Math.ceil(freshMs / 1000);
}

function sMaxAge(value) {
  const seconds = Number.parseInt(cacheDirectives(value).get('s-maxage') ?? '', 10);
  return Number.isFinite(seconds) ? seconds : 0;
}

/** Whether an answer's headers let shared caches keep it for a while. */
function isSharedAnswer(headers) {
  const directives = cacheDirectives(headers['cache-control']);
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return false;
  return sMaxAge(headers['cache-control']) > 0;
}

/**
 * Settles `res`'s caching as its head is written: an answer that sets a cookie or carries a nonce
 * and yet allows shared caches is sent with PERSONAL_CACHE_CONTROL instead; a shared one carries
 * `X-Accel-Expires: frontSeconds`, or 0 when `front.keep()` says nginx must not keep it (a page
 * rendered across a change event: scripts/lib/page-purge.mjs).
 */
export function settleAnswers(res, { frontSeconds, front = null }) {
  const { writeHead } = res;
  res.writeHead = function settledWriteHead(status, ...args) {
    const headers = { ...this.getHeaders(), ...headersArgument(args) };
    if (isPersonalAnswer(headers)) {
      if (!allowsSharedCaches(headers['cache-control'])) return writeHead.call(this, status, ...args);
      if (this.hasHeader('cache-control')) this.setHeader('cache-control', PERSONAL_CACHE_CONTROL);
      const settled = headersArgument(args)['cache-control'] === undefined ? args : withCacheControl(args, PERSONAL_CACHE_CONTROL);
      return writeHead.call(this, status, ...settled);
    }
    if (isSharedAnswer(headers) && headers['x-accel-expires'] === undefined) {
      const kept = frontSeconds > 0 && front !== null ? front.keep() : true;
      this.setHeader('x-accel-expires', String(kept ? frontSeconds : 0));
    }
    return writeHead.call(this, status, ...args);
  };
}
