/**
 * Next.js 16 (pages router). Locale routing is ours, not Next's i18n: proxy.ts rewrites
 * /ca/fr/locations to /locations and passes the market on in request headers (lib/market.ts).
 * @type {import('next').NextConfig}
 */

/**
 * Headers of every response. The Content-Security-Policy (with its per-request nonce) and HSTS
 * come from proxy.ts; X-Frame-Options DENY says what CSP frame-ancestors 'none' says, for older
 * browsers.
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(self)' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
];

module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Build output folder. NEXT_DIST_DIR lets several developers or runs share one checkout,
  // since Next allows one dev server or build per folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Pictures live in public/; nothing is fetched from the network or resized at run time.
  images: { unoptimized: true },
  // Photos uploaded in the staff console: pages/api/menu-photos reads their renditions from the API.
  async rewrites() {
    return [{ source: '/images/menu/uploads/:file*', destination: '/api/menu-photos/:file*' }];
  },
  async headers() {
    // Not on dev-server internals: `nosniff` makes the browser refuse Next's dev-only
    // _clientMiddlewareManifest.js, which the dev server sends as JSON.
    return [{ source: '/:path((?!_next/static/development/).*)', headers: securityHeaders }];
  },
};
