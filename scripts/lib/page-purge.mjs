/**
 * Change events reach nginx's page cache: the storefront notes the cache key of each shared page
 * it renders behind nginx (nginx names it in X-Hickory-Cache-Key, deploy/nginx/front.conf.template),
 * and when a console change is announced on Redis (scripts/lib/change-events.mjs) it asks nginx's
 * purge location (PAGE_CACHE_PURGE_URL, Debian's libnginx-mod-http-cache-purge) to drop each one.
 *
 * - Every noted page is dropped on every event: an event names the rows that changed (a price, a
 *   store's hours, a text), and a page shows many of them (the menu, the store, the shell), so no
 *   row-to-page table could be kept honest. The list starts afresh after each sweep; a page
 *   rendered again is noted again, by whichever storefront rendered it.
 * - A page rendered across an event (asked before it, answered after) may show what was there
 *   before the change, so nginx is told not to keep it (X-Accel-Expires: 0): the next diner gets
 *   a fresh render.
 * - The module purges one exact key per request (ngx_cache_purge 2.3 has no wildcard), hence the
 *   list. It holds at most `maxKeys` keys; pages beyond them, and every page while Redis is not
 *   heard, are bounded by PAGE_CACHE_FRESH_MS alone, as without the module.
 */

/** The request header nginx names a page's cache key in (lowercase, as Node reads it). */
export const CACHE_KEY_HEADER = 'x-hickory-cache-key';

/** PAGE_CACHE_PURGE_URL: nginx's purge location, an http(s) address; null when unset or empty. */
export function purgeUrlSetting(env) {
  const raw = env.PAGE_CACHE_PURGE_URL?.trim();
  if (!raw) return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`PAGE_CACHE_PURGE_URL must be an http:// or https:// address (nginx's purge location), not "${raw}"`);
  }
  return url.toString();
}

/**
 * The purger for nginx's purge location at `url`: `watch(req)` as each request arrives, whose
 * `keep()` the storefront calls as a shared answer's head is written (false: nginx must not keep
 * it); `purge()` on each change event, resolving with { asked, dropped, failed } once every
 * noted page was asked for.
 */
export function pagePurger({ url, log = console, concurrency = 8, maxKeys = 50_000, fetchImpl = fetch }) {
  const keys = new Set();
  let generation = 0;
  let warnedFull = false;

  async function drop(key) {
    const response = await fetchImpl(url, { headers: { [CACHE_KEY_HEADER]: key }, signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    // 404: nginx kept no copy (never kept, expired, or dropped by another storefront's sweep).
    if (response.status === 200) return true;
    if (response.status === 404) return false;
    throw new Error(`nginx answered ${response.status}`);
  }

  async function sweep(batch) {
    const result = { asked: batch.length, dropped: 0, failed: 0 };
    let reason = null;
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const key = batch[next];
        next += 1;
        try {
          if (await drop(key)) result.dropped += 1;
        } catch (error) {
          result.failed += 1;
          reason ??= error.message;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
    if (result.failed > 0) {
      log.warn(`Could not drop ${result.failed} of ${result.asked} pages from nginx's cache at ${url} (${reason}): they show the change within PAGE_CACHE_FRESH_MS`);
    }
    return result;
  }

  return {
    watch(req) {
      const arrived = generation;
      const key = req.headers[CACHE_KEY_HEADER];
      return {
        keep() {
          if (generation !== arrived) return false;
          if (typeof key !== 'string' || key === '' || keys.has(key)) return true;
          if (keys.size >= maxKeys) {
            if (!warnedFull) log.warn(`${maxKeys} pages are noted for nginx's purge: pages beyond them show a change within PAGE_CACHE_FRESH_MS`);
            warnedFull = true;
            return true;
          }
          keys.add(key);
          return true;
        },
      };
    },
    purge() {
      generation += 1;
      const batch = [...keys];
      keys.clear();
      warnedFull = false;
      return sweep(batch);
    },
    /** How many pages are noted (for tests and logs). */
    size: () => keys.size,
  };
}
