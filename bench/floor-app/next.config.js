/**
 * The benchmarks' floor: a bare Next pages-router app on the project's own Next and React
 * (resolved from the project's node_modules), with one server-rendered page and nothing else —
 * no _app, no proxy, no styles. What the storefront costs is read against what this app costs
 * in the same run. It is built and started only by `npm run bench` (bench/lib/floor.mjs), never
 * by `npm start`, so its page is not part of the site.
 * @type {import('next').NextConfig}
 */
const path = require('node:path');

/** The project's root: the Next and React this app runs on are installed there. */
const projectRoot = path.resolve(__dirname, '..', '..');

module.exports = {
  poweredByHeader: false,
  // Under bench/out/, which git and the type check leave alone.
  distDir: '../out/floor',
  turbopack: { root: projectRoot },
  outputFileTracingRoot: projectRoot,
};
