/**
 * First-load JS per route: the gzip size of every chunk Next lists for a route in
 * .next/diagnostics/route-bundle-stats.json (Next 16 prints no First Load JS column), beside the
 * framework's own 404 page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { percentOf, table } from './results.mjs';

const CEILING_ROUTES = ['/_not-found', '/404'];

function gzipBytes(root, file, cache) {
  if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length);
  return cache.get(file);
}

/** One row per route: route, raw bytes, gzip bytes. Sorted by gzip size, largest first. */
export function measureBundles(root, dist) {
  const statsFile = path.join(dist, 'diagnostics', 'route-bundle-stats.json');
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  const cache = new Map();
  return stats
    .map((entry) => ({
      route: entry.route,
      raw: entry.firstLoadUncompressedJsBytes,
      gzip: entry.firstLoadChunkPaths.reduce((sum, file) => sum + gzipBytes(root, file, cache), 0),
    }))
    .sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export function bundlesMarkdown(rows, machine, customNotFound) {
  const ceiling = rows.find((row) => CEILING_ROUTES.includes(row.route));
  const note = ceiling
    ? `Ceiling: \`${ceiling.route}\`${customNotFound ? ' (the site\'s own 404 page: pages/404 exists)' : ', the framework\'s own 404 page'}, ${kb(ceiling.gzip)} gzip.`
    : 'No 404 route in the build stats: no ceiling.';
  const body = table(
    ['route', 'first-load JS (gzip)', 'raw', 'vs 404 ceiling', 'over ceiling'],
    rows.map((row) => [
      `\`${row.route}\``,
      kb(row.gzip),
      kb(row.raw),
      ceiling ? percentOf(row.gzip, ceiling.gzip) : 'n/a',
      ceiling ? kb(row.gzip - ceiling.gzip) : 'n/a',
    ]),
  );
  return `## First-load JS per route\n\n${machine}\n\n${note} Sizes are gzip -9 of each chunk in \`.next/diagnostics/route-bundle-stats.json\`, summed per route.\n\n${body}`;
}
