#!/usr/bin/env node
/**
 * The storefront in production: the built Next app (what `next start` serves) behind the
 * storefront's page cache (scripts/lib/page-cache.mjs), which answers pages the same for every
 * visitor without rendering them on each request. PAGE_CACHE_FRESH_MS (default 1000, 0 turns
 * the cache off) is the longest a kept page is served before it is rendered again, and the longest
 * the shell's footer and navigation are kept while change events are not heard. Every answer
 * passes the cache's last check on its way out: one that sets a cookie or carries a CSP nonce is
 * sent private, whatever it asked shared caches for. With REDIS_URL set, each back-office change
 * the API announces drops the page cache and the shell's footer and navigation at once
 * (scripts/lib/change-events.mjs).
 *
 *   node scripts/web.mjs [-p PORT] [-H HOST]   (defaults: $PORT or 3000, every interface)
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { storefrontChanges, subscribeToChanges } from './lib/change-events.mjs';
import { createPageCache, pageCacheFreshMs } from './lib/page-cache.mjs';

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
  const cache = createPageCache({ freshMs, render: (req, res) => handle(req, res) });
  // The rendered app's own caches (the shell's footer and navigation) keep what they read no longer
  // than the pages while change events are not heard, and hear the same subscription's events.
  storefrontChanges().keepMs = freshMs;
  const changes = subscribeToChanges(process.env, () => cache.clear());
  const server = http.createServer((req, res) => {
    cache.handle(req, res).catch((error) => {
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
    const events = changes ? ', dropped on each change event from Redis' : '';
    console.log(`Storefront ready on ${where} (page cache ${freshMs > 0 ? `${freshMs} ms${events}` : 'off'})`);
  });
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
