#!/usr/bin/env node
/**
 * The storefront in production: the built Next app (what `next start` serves), each answer's
 * caching settled on its way out (scripts/lib/shared-answers.mjs): one that sets a cookie or
 * carries a CSP nonce is sent private, whatever it asked shared caches for, and a page the same
 * for every visitor tells nginx in front (`npm start`, `npm run start:cluster`) to keep it for
 * PAGE_CACHE_FRESH_MS (default 1000, 0 keeps nothing). The same setting bounds how long the
 * shell's footer and navigation are kept while change events are not heard; with REDIS_URL set,
 * each back-office change the API announces drops them at once (scripts/lib/change-events.mjs),
 * and, with PAGE_CACHE_PURGE_URL set too, the pages nginx keeps (scripts/lib/page-purge.mjs).
 *
 *   node scripts/web.mjs [-p PORT] [-H HOST]   (defaults: $PORT or 3000, every interface)
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { storefrontChanges, subscribeToChanges } from './lib/change-events.mjs';
import { pagePurger, purgeUrlSetting } from './lib/page-purge.mjs';
import { frontCacheSeconds, pageCacheFreshMs, settleAnswers } from './lib/shared-answers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The value after `flag` in argv, or undefined. */
function argument(argv, flag) {
  const index = argv.indexOf(flag);
  return index >= 0 ? argv[index + 1] : undefined;
}

async function main() {
  const port = Number(argument(process.argv, '-p') || process.env.PORT || 3000);
  const hostname = argument(process.argv, '-H');
  const freshMs = pageCacheFreshMs(process.env);
  const app = next({ dir: root, dev: false, hostname: hostname ?? 'localhost', port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const frontSeconds = frontCacheSeconds(freshMs);
  // The rendered app's own caches (the shell's footer and navigation) keep what they read no longer
  // than the pages while change events are not heard, and hear the subscription's events.
  storefrontChanges().keepMs = freshMs;
  // nginx's copies are dropped only when change events are heard: without Redis there are none.
  const purgeUrl = purgeUrlSetting(process.env);
  const purger = purgeUrl && process.env.REDIS_URL?.trim() ? pagePurger({ url: purgeUrl }) : null;
  const changes = subscribeToChanges(process.env, () => void purger?.purge());
  const server = http.createServer((req, res) => {
    settleAnswers(res, { frontSeconds, front: purger?.watch(req) ?? null });
    Promise.resolve(handle(req, res)).catch((error) => {
      console.error('The storefront could not answer', req.url, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The storefront could not answer this request.');
    });
  });
  // Like next start: idle keep-alive connections outlive a proxy's, so it never reuses a closed one.
  server.keepAliveTimeout = 65_000;
  const stop = () => {
    void changes?.close();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  server.listen(port, hostname, () => {
    const where = `http://${hostname && hostname !== '0.0.0.0' && hostname !== '::' ? hostname : 'localhost'}:${port}`;
    const purging = purger ? `; change events drop them at ${purgeUrl}` : '';
    console.log(`Storefront ready on ${where} (a cache in front may keep shared pages ${frontSeconds} s${purging})`);
  });
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
