/**
 * The storefront's Content-Security-Policy, built per request by proxy.ts around a fresh nonce.
 *
 * - Scripts: only those carrying the request's nonce, and (through 'strict-dynamic') the scripts
 *   they load themselves: Next's chunks and, on the sign-in pages, the Facebook SDK. Never
 *   'unsafe-inline'. 'self' and the Facebook host stay for browsers without 'strict-dynamic'.
 * - Payment pages (everything under /checkout, and a catering quote's payment and PayPal return
 *   pages) drop 'strict-dynamic': a script there runs only
 *   when it carries the nonce or comes from this site, so no third-party script can load there,
 *   not even one a first-party script would add.
 * - A page the same for every visitor (lib/security/shared-pages.ts) has no nonce, so that its
 *   bytes are the same for all: its few inline scripts are allowed by their hashes, other scripts
 *   only from this site (no 'strict-dynamic', as on payment pages), and its <style> elements
 *   inline ('unsafe-inline' in style-src, which can style but never run a script).
 * - Styles: stylesheets from this site, and <style> elements with the nonce (the inline sheet
 *   _document renders, and those Next adds for a page reached in the browser). Style attributes stay allowed
 *   ('unsafe-inline' in style-src-attr only): React renders `style={...}` props as attributes on
 *   the server, and an attribute can set a style but never run a script.
 * - connect-src: this site and the API origins the browser calls (lib/api/config.ts), and the
 *   wallets' payment method identifiers: the browser's Payment Request fetches their manifests
 *   under the document's policy, and the payment step is often reached by client-side navigation
 *   from any other page, so every page allows exactly those two URLs.
 * - With a Google Maps key, ordinary pages (never sign-in or payment pages) also allow the maps
 *   script and its tile, image, font and data hosts (lib/maps/csp-sources.ts); without one, none.
 * - Frames: this site's own, and on payment pages exactly the card processor's origin, whose
 *   hosted card fields take the card number (components/payment/hosted-card-fields.tsx); the
 *   sign-in pages add Facebook's when it is configured; other pages frame nothing else. The
 *   pages with the card fields (framesCardFields, ./card-field-pages) are always loaded as documents of their own
 *   (components/common/page-link.tsx, the checkout's continue), so their policy is in force there.
 * - With PayPal for real (a PayPal client id), payment pages also allow PayPal's JS SDK: its
 *   scripts, frames, calls and images from PayPal's hosts (PAYPAL_SDK_HOSTS), as PayPal documents
 *   them; without one, none of them.
 * - With Stripe's card fields (components/payment/stripe-card-fields.tsx), payment pages allow
 *   exactly Stripe's hosts (STRIPE_CSP_SOURCES) instead of the card processor's: Stripe.js and its
 *   frames from js.stripe.com, its 3-D Secure frames from hooks.stripe.com, its API at api.stripe.com.
 * - Never framed (frame-ancestors 'none'), no plugins, no <base> elsewhere, forms post here only.
 * - In development React and Next's hot reload need eval, so 'unsafe-eval' is added there only,
 *   and <style> elements are allowed without the nonce: Next's development overlay and its
 *   flash-of-unstyled-content guard add <style> elements that carry none.
 */
import { E_GIFT_PAGE } from '@/domain/payments/e-gift-cards';

import { WALLET_METHOD_IDS } from '@/domain/payments/wallets';
import { GOOGLE_MAPS_CSP_SOURCES, type MapsCspDirective } from '@/lib/maps/csp-sources';

type CspPageKind = 'default' | 'sign-in' | 'payment';

/** The request header that hands a page its nonce (_document reads it); absent on a shared page. */
export const NONCE_HEADER = 'x-nonce';

export type CspOptions = {
  /** The request's nonce; or, for a page the same for every visitor, the hashes of its inline scripts. */
  inline: { nonce: string } | { hashes: readonly string[] };
  kind: CspPageKind;
  /** Origins (scheme://host[:port]) the browser's API calls go to. */
  apiOrigins: readonly string[];
  /** Facebook sign-in is configured: the sign-in pages may load its SDK. */
  facebook: boolean;
  development: boolean;
  /** A Google Maps key is set: ordinary pages may load the maps script and its hosts. */
  maps?: boolean;
  /** The card processor's origin (scheme://host[:port]): payment pages may frame its hosted card fields. */
  cardFieldsOrigin?: string | null;
  /** PayPal is for real: payment pages may load PayPal's JS SDK buttons. */
  paypal?: boolean;
  /** The card fields are Stripe's Payment Element: payment pages allow Stripe's hosts instead of `cardFieldsOrigin`. */
  stripe?: boolean;
};

/** What Stripe.js needs on a payment page (the Payment Element, its 3-D Secure frames, its API), and nothing more. */
export const STRIPE_CSP_SOURCES = {
  'script-src': ['https://js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
} as const;

/** Where PayPal's JS SDK loads its scripts, frames, calls and images from. */
export const PAYPAL_SDK_HOSTS = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

const FACEBOOK_SCRIPT = 'https://connect.facebook.net';
const FACEBOOK_HOSTS = ['https://*.facebook.com', 'https://*.fbcdn.net', 'https://connect.facebook.net'];

/** Paths (without a market prefix) whose page may offer Facebook sign-in. */
const SIGN_IN_PATHS = new Set(['/login', '/signup']);

/** A catering quote's payment page and its PayPal return page. */
const QUOTE_PAYMENT_PATH = /^\/catering\/quotes\/[^/]+\/(pay|paypal-return)$/;


/** Which policy a page gets, from its path without the market prefix ('/checkout/payment'). */

export function cspPageKind(pathname: string): CspPageKind {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  // The e-gift card page takes a card too (the processor's hosted fields), like the checkout.
  if (path === '/checkout' || path.startsWith('/checkout/') || QUOTE_PAYMENT_PATH.test(path) || path === E_GIFT_PAGE) return 'payment';
  if (SIGN_IN_PATHS.has(path)) return 'sign-in';
  return 'default';
}

/** The origin of each URL (duplicates and unparseable ones dropped), for connect-src. */
export function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const { origin } = new URL(url);
      if (origin !== 'null') origins.add(origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins];
}

/** A nonce: 128 random bits in base64, as CSP and Next's nonce reader expect. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function buildCsp(options: CspOptions): string {
  const { kind, development } = options;
  const inline = 'nonce' in options.inline ? [`'nonce-${options.inline.nonce}'`] : [...options.inline.hashes];
  const shared = !('nonce' in options.inline);
  const facebook = kind === 'sign-in' && options.facebook;
  const maps = kind === 'default' && options.maps === true;
  const mapsFor = (name: MapsCspDirective): readonly string[] => (maps ? GOOGLE_MAPS_CSP_SOURCES[name] : []);
  const eval_ = development ? ["'unsafe-eval'"] : [];
  const stripe = kind === 'payment' && options.stripe === true;
  const stripeFor = (name: keyof typeof STRIPE_CSP_SOURCES): readonly string[] => (stripe ? STRIPE_CSP_SOURCES[name] : []);
  const cardFrames = stripe ? stripeFor('frame-src') : kind === 'payment' && options.cardFieldsOrigin ? [options.cardFieldsOrigin] : [];
  const paypal = kind === 'payment' && options.paypal === true ? PAYPAL_SDK_HOSTS : [];
  const script =
    kind === 'payment' || shared
      ? ["'self'", ...inline, ...paypal, ...stripeFor('script-src'), ...mapsFor('script-src'), ...eval_]
      : ["'self'", ...inline, "'strict-dynamic'", ...(facebook ? [FACEBOOK_SCRIPT] : []), ...mapsFor('script-src'), ...eval_];
  const styleElements = development || shared ? ["'self'", "'unsafe-inline'"] : ["'self'", ...inline];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', [...styleElements, ...mapsFor('style-src')]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...options.apiOrigins, ...(facebook ? FACEBOOK_HOSTS : []), ...paypal, ...mapsFor('img-src')]],
    ['font-src', ["'self'", 'data:', ...mapsFor('font-src')]],
    ['connect-src', ["'self'", ...options.apiOrigins, ...(facebook ? FACEBOOK_HOSTS : []), ...paypal, ...stripeFor('connect-src'), ...mapsFor('connect-src'), ...Object.values(WALLET_METHOD_IDS)]],
    ...(maps ? [['worker-src', [...GOOGLE_MAPS_CSP_SOURCES['worker-src']]] as [string, string[]]] : []),
    ['frame-src', ["'self'", ...(facebook ? FACEBOOK_HOSTS : []), ...cardFrames, ...paypal]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
