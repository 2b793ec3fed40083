/**
 * The storefront's own shared cache of pages: it keeps what a CDN honouring the pages' headers
 * would keep, inside the storefront process, so a page the same for every visitor is rendered
 * about once a second however many ask for it.
 *
 * - Kept: the answer to a GET with status 200 whose Cache-Control allows shared caches
 *   (`s-maxage` above 0; not private, no-store or no-cache), without Set-Cookie, without a nonce
 *   in its Content-Security-Policy (a nonce must be new for every visitor), and not varying on
 *   everything (`Vary: *`). Everything else passes through untouched.
 * - Fresh for `freshMs`, or the answer's s-maxage when shorter: a change to a store or a menu
 *   shows within that. After it, the next request renders the page again while the others are
 *   answered with the kept copy, within the answer's stale-while-revalidate; a refresh that
 *   is not kept (an error, the API down) drops the copy.
 * - Concurrent requests for a page not kept yet wait for the first one's render instead of
 *   each rendering it; not for a path whose last answer could not be kept (a personal page, a
 *   static file), which every request renders at once.
 * - Keyed by Host, path and query, and the request headers the answer's Vary names (the
 *   compressed and plain copies are separate). An answer naming cookies in BYPASS_COOKIES_HEADER
 *   holds only for requests without them: a request carrying one is always rendered.
 * - Bounded by `maxEntries` and `maxBytes`; the least recently used go first.
 * - An answer from the cache says `X-Cache: HIT` and its `Age` in seconds.
 * - `clear()` drops every kept page, and a render under way is not kept (it may have read the API
 *   before the change): the storefront calls it on each back-office change event
 *   (scripts/lib/change-events.mjs), so a change shows at the next request, not after `freshMs`.
 *
 * It is also where every answer's headers are settled last: an answer that sets a cookie or
 * carries a per-request nonce is the visitor's own, so whatever let shared caches keep it
 * (`public`, `s-maxage`) becomes PERSONAL_CACHE_CONTROL before it leaves (settlePersonalAnswers),
 * and a CDN in front never keeps one visitor's cookie or nonce for the next.
 */

/** PAGE_CACHE_FRESH_MS: a whole number of milliseconds from 0 (no cache) to 60,000; unset or empty, 1000. */
export function pageCacheFreshMs(env) {
  const raw = (env.PAGE_CACHE_FRESH_MS ?? '').trim();
  if (raw === '') return 1000;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 60_000) {
    throw new Error(`PAGE_CACHE_FRESH_MS must be a whole number of milliseconds from 0 to 60000, not "${raw}"`);
  }
  return value;
}

/** A shared page lists here the request cookies that would change it (comma-separated names). */
export const BYPASS_COOKIES_HEADER = 'x-cache-bypass-cookies';
/** Headers of one connection or one moment, never replayed from the cache. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'age', 'x-cache']);
/** Beyond this a page passes through without being kept. */
const MAX_BODY_BYTES = 4 * 2 ** 20;

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

function seconds(directives, name) {
  const value = Number.parseInt(directives.get(name) ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function listOf(value) {
  const joined = Array.isArray(value) ? value.join(',') : String(value ?? '');
  return joined
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
}

/** The names of the cookies in a Cookie header. */
function cookieNames(header) {
  return new Set(listOf(String(header ?? '').replaceAll(';', ',')).map((pair) => pair.split('=')[0].trim()));
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

/**
 * How long shared caches may keep an answer, from its status and headers: `{ freshMs, staleMs }`,
 * or null when it must not be kept.
 */
function sharedLifetime(status, headers) {
  if (status !== 200 || isPersonalAnswer(headers)) return null;
  if (listOf(headers.vary).includes('*')) return null;
  const directives = cacheDirectives(headers['cache-control']);
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return null;
  const fresh = seconds(directives, 's-maxage');
  if (fresh === 0) return null;
  return { freshMs: fresh * 1000, staleMs: seconds(directives, 'stale-while-revalidate') * 1000 };
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

/**
 * The last word on `res`'s caching, as its head is written: an answer that sets a cookie or
 * carries a nonce and yet allows shared caches is sent with PERSONAL_CACHE_CONTROL instead.
 */
export function settlePersonalAnswers(res) {
  const { writeHead } = res;
  res.writeHead = function settledWriteHead(status, ...args) {
    const headers = { ...this.getHeaders(), ...headersArgument(args) };
    if (!isPersonalAnswer(headers) || !allowsSharedCaches(headers['cache-control'])) return writeHead.call(this, status, ...args);
    if (this.hasHeader('cache-control')) this.setHeader('cache-control', PERSONAL_CACHE_CONTROL);
    const settled = headersArgument(args)['cache-control'] === undefined ? args : withCacheControl(args, PERSONAL_CACHE_CONTROL);
    return writeHead.call(this, status, ...settled);
  };
}

/**
 * Records what `res` sends: its status and headers as written, and its body up to MAX_BODY_BYTES.
 * `done(answer)` runs once when the response ends: the answer when it was sent whole, else null.
 */
function recordResponse(res, done) {
  const { writeHead, write, end } = res;
  const chunks = [];
  let size = 0;
  let head = null;
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_BODY_BYTES) return;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
    size += bytes.length;
    if (size > MAX_BODY_BYTES) chunks.length = 0;
    else chunks.push(bytes);
  };
  res.writeHead = function recordedWriteHead(status, ...args) {
    head = { status, headers: { ...this.getHeaders(), ...headersArgument(args) } };
    return writeHead.call(this, status, ...args);
  };
  res.write = function recordedWrite(chunk, encoding, callback) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function recordedEnd(chunk, encoding, callback) {
    keep(chunk, encoding);
    return end.call(this, chunk, encoding, callback);
  };
  let settled = false;
  const settle = (answer) => {
    if (settled) return;
    settled = true;
    done(answer);
  };
  res.once('finish', () => settle(head && size <= MAX_BODY_BYTES ? { ...head, body: Buffer.concat(chunks) } : null));
  res.once('close', () => settle(null));
}

/**
 * `freshMs`: the longest a page is served without rendering it again (0 turns the cache off).
 * `render(req, res)`: what answers a request the cache does not (the Next request handler).
 */
export function createPageCache({ freshMs, render, maxEntries = 2000, maxBytes = 128 * 2 ** 20, now = Date.now }) {
  /** Host and URL → { vary: header names, bypass: cookie names, copies: Map(vary values → copy) }. */
  const pages = new Map();
  /** Host and URL → the render under way that others wait for (a promise settled when it ends). */
  const rendering = new Map();
  /** Host and URLs whose last answer was not kept: their requests do not wait for one another. */
  const passing = new Map();
  let bytes = 0;
  /** Counts clear(): a render that started before the last one is answered but not kept. */
  let generation = 0;

  const keyOf = (req) => `${req.headers.host ?? ''}\n${req.url}`;
  const varyKeyOf = (req, vary) => vary.map((name) => String(req.headers[name] ?? '')).join('\n');

  function drop(key) {
    const page = pages.get(key);
    if (!page) return;
    for (const copy of page.copies.values()) bytes -= copy.body.length;
    pages.delete(key);
  }

  function evict() {
    for (const key of pages.keys()) {
      if (pages.size <= maxEntries && bytes <= maxBytes) return;
      drop(key);
    }
  }

  /** The kept copy for `req`, or null; `bypass` when the request carries a cookie the page names. */
  function lookup(key, req) {
    const page = pages.get(key);
    if (!page) return { copy: null, bypass: false };
    const cookies = cookieNames(req.headers.cookie);
    if (page.bypass.some((name) => cookies.has(name))) return { copy: null, bypass: true };
    const copy = page.copies.get(varyKeyOf(req, page.vary)) ?? null;
    if (copy && now() >= copy.staleUntil) return { copy: null, bypass: false };
    if (copy) {
      // Most recently used last: eviction takes from the front.
      pages.delete(key);
      pages.set(key, page);
    }
    return { copy, bypass: false };
  }

  function store(key, req, answer) {
    const lifetime = sharedLifetime(answer.status, answer.headers);
    const bypass = listOf(answer.headers[BYPASS_COOKIES_HEADER]);
    const cookies = cookieNames(req.headers.cookie);
    if (!lifetime || bypass.some((name) => cookies.has(name))) {
      drop(key);
      passing.delete(key);
      passing.set(key, true);
      if (passing.size > maxEntries) passing.delete(passing.keys().next().value);
      return;
    }
    passing.delete(key);
    const vary = listOf(answer.headers.vary);
    const previous = pages.get(key);
    const page = previous && previous.vary.join() === vary.join() ? previous : { vary, copies: new Map() };
    if (page !== previous) drop(key);
    page.bypass = bypass;
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !NOT_KEPT.has(name)));
    const storedAt = now();
    const freshUntil = storedAt + Math.min(freshMs, lifetime.freshMs);
    const copyKey = varyKeyOf(req, vary);
    bytes -= page.copies.get(copyKey)?.body.length ?? 0;
    page.copies.set(copyKey, { headers, body: answer.body, storedAt, freshUntil, staleUntil: freshUntil + lifetime.staleMs });
    bytes += answer.body.length;
    pages.delete(key);
    pages.set(key, page);
    evict();
  }

  function send(req, res, copy) {
    res.writeHead(200, {
      ...copy.headers,
      age: String(Math.floor((now() - copy.storedAt) / 1000)),
      'x-cache': 'HIT',
      'content-length': String(copy.body.length),
    });
    res.end(req.method === 'HEAD' ? undefined : copy.body);
  }

  /** Renders `req`, keeping the answer when it may be shared; resolves when the response has ended. */
  function renderAndKeep(key, req, res) {
    let finished;
    const ended = new Promise((resolve) => (finished = resolve));
    rendering.set(key, ended);
    const startedIn = generation;
    recordResponse(res, (answer) => {
      if (rendering.get(key) === ended) rendering.delete(key);
      if (answer && startedIn === generation) store(key, req, answer);
      else drop(key);
      finished();
    });
    return render(req, res);
  }

  return {
    /** Answers `req` from the cache when it can, else through `render`. */
    async handle(req, res) {
      settlePersonalAnswers(res);
      if (freshMs <= 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return render(req, res);
      const key = keyOf(req);
      let { copy, bypass } = lookup(key, req);
      if (bypass) return render(req, res);
      if (!copy && rendering.has(key) && !passing.has(key)) {
        await rendering.get(key);
        ({ copy, bypass } = lookup(key, req));
        if (bypass) return render(req, res);
      }
      if (copy && (now() < copy.freshUntil || rendering.has(key))) return send(req, res, copy);
      // HEAD answers have no body to keep.
      if (req.method === 'HEAD') return render(req, res);
      return renderAndKeep(key, req, res);
    },
    /** How many pages and bytes are kept. */
    size: () => ({ pages: pages.size, bytes }),
    /**
     * Drops every kept page. A change event names version keys (stores, one store's menus,
     * content), while pages are kept by URL and one page reads several of them (a menu page reads
     * the store, its menus and the footer's content), so no simple map leads from a key to its
     * pages: every change drops them all, and each is rendered once again at its next request.
     */
    clear() {
      generation += 1;
      for (const key of [...pages.keys()]) drop(key);
    },
  };
}
