/**
 * First-load JS per route: the gzip size of every chunk Next lists for a route in
 * .next/diagnostics/route-bundle-stats.json (Next 16 prints no First Load JS column), beside the
 * floor (bench/floor-app, built in the same run and measured the same way). The site's own 404
 * page is shown for information. The shared chunks' content comes from bench/lib/bundle-analysis.mjs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { table } from './results.mjs';

/** Every route's first-load JS at most this many times the floor's. */
export const FLOOR_TARGET = 1.25;
const NOT_FOUND_ROUTES = ['/_not-found', '/404'];
/** API routes and text files (robots.txt, sitemap.xml) send no HTML, so no browser loads their JS. */
const sendsNoPage = (route) => route.startsWith('/api/') || /\.(txt|xml)$/.test(route);

function gzipBytes(root, file, cache) {
  if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length);
  return cache.get(file);
}

/**
 * One row per route: route, raw bytes, gzip bytes, sorted by gzip size, largest first; and the
 * gzip bytes of the chunks every route loads. Chunk paths in the stats are relative to `root`,
 * the app's folder.
 */
export function measureBundles(root, dist) {
  const statsFile = path.join(dist, 'diagnostics', 'route-bundle-stats.json');
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')).filter((entry) => !sendsNoPage(entry.route));
  const cache = new Map();
  const rows = stats
    .map((entry) => ({
      route: entry.route,
      raw: entry.firstLoadUncompressedJsBytes,
      gzip: entry.firstLoadChunkPaths.reduce((sum, file) => sum + gzipBytes(root, file, cache), 0),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const shared = stats
    .map((entry) => new Set(entry.firstLoadChunkPaths))
    .reduce((common, files) => new Set([...common].filter((file) => files.has(file))));
  return { rows, sharedGzip: [...shared].reduce((sum, file) => sum + gzipBytes(root, file, cache), 0) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ratio = (value, floor) => `${(value / floor).toFixed(2)}×`;

function analysisMarkdown(analysis, sharedGzip) {
  if (analysis.error) return `Bundle analysis not available: ${analysis.error}`;
  const compressed = analysis.categories.reduce((sum, row) => sum + row.compressed, 0);
  const body = table(
    ['in the shared chunks', 'gzip (share)', 'minified', 'compressed alone'],
    analysis.categories.map((row) => [
      row.category,
      kb((row.compressed / compressed) * sharedGzip),
      kb(row.raw),
      kb(row.compressed),
    ]),
  );
  return `### What the shared first-load chunks hold

The chunks every one of the ${analysis.pages} pages loads first: ${kb(sharedGzip)} gzip in the build above. Read from \`next analyze --output\` (Next's analyser, a Turbopack compile of the same sources, in \`bench/out/analyze\`): "minified" is the bytes of each module in the chunks, "compressed alone" the analyser's size of each module compressed on its own, "gzip (share)" the measured ${kb(sharedGzip)} shared out in proportion to that.

${body}`;
}

/**
 * The section: every route against the floor (`floor`: the floor app's rows), the 404 for
 * information, then the shared chunks' analysis ({ pages, categories } or { error }).
 */
export function bundlesMarkdown({ rows, sharedGzip }, floor, analysis, machine, customNotFound) {
  const floorRow = floor.rows.find((row) => row.route === '/');
  if (!floorRow) throw new Error('the floor build lists no / route');
  const limit = floorRow.gzip * FLOOR_TARGET;
  const notFound = rows.find((row) => NOT_FOUND_ROUTES.includes(row.route));
  const pages = rows.filter((row) => row !== notFound);
  const over = pages.filter((row) => row.gzip > limit);
  const note = [
    `Floor: the bare Next app (\`bench/floor-app\`, built into \`bench/out/floor\` in this run), its one page \`/\`: ${kb(floorRow.gzip)} gzip. Target: at most ${FLOOR_TARGET}× the floor (${kb(limit)}) on every route.`,
    `${pages.length - over.length} of ${pages.length} routes within it.`,
    notFound ? `\`${notFound.route}\`${customNotFound ? " (the site's own 404 page)" : ''} is shown for information: ${kb(notFound.gzip)}, ${ratio(notFound.gzip, floorRow.gzip)} the floor.` : '',
  ].filter(Boolean).join(' ');
  const body = table(
    ['route', 'first-load JS (gzip)', 'raw', 'vs floor', `within ${FLOOR_TARGET}×`],
    [...pages, ...(notFound ? [notFound] : [])].map((row) => [
      row === notFound ? `\`${row.route}\` (information)` : `\`${row.route}\``,
      kb(row.gzip),
      kb(row.raw),
      ratio(row.gzip, floorRow.gzip),
      row === notFound ? '–' : row.gzip <= limit ? 'yes' : `no (+${kb(row.gzip - limit)})`,
    ]),
  );
  return `## First-load JS per route

${machine}

${note} Sizes are gzip -9 of each chunk in \`.next/diagnostics/route-bundle-stats.json\` (the floor's in \`bench/out/floor/diagnostics/\`), summed per route.

${body}

${analysisMarkdown(analysis, sharedGzip)}`;
}
