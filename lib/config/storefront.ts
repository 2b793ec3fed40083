/**
 * The storefront's settings, parsed once from the environment into one typed value (.env.example
 * lists them). Pages, components and lib read settings here, never process.env:
 *  - api: the backends (lib/api/config.ts parses them; the data clients keep reading them there,
 *    from the page in the browser);
 *  - seo: PUBLIC_SITE_URL, NO_ROBOTS and APP_STORE_ID (lib/seo/settings.ts);
 *  - facebookAppId: FACEBOOK_APP_ID, or NEXT_PUBLIC_FACEBOOK_APP_ID (lib/auth/facebook.ts);
 *  - hsts: the Strict-Transport-Security value when PUBLIC_SITE_URL is https (lib/security/hsts.ts);
 *  - geo: TRUST_PROXY, for /api/getGeoFromIp (lib/geo/settings.ts);
 *  - development: NODE_ENV is development (the dev server's relaxed Content-Security-Policy);
 *  - demoClock: whether a visitor's hickory_clock cookie sets the time their pages render at
 *    (domain/demo-clock.ts): only with DEMO_MODE=true, read as the API reads it (domain/demo-mode.ts).
 *  - glanceMenuId: MENU_AT_A_GLANCE_MENU_ID, the menu /menu shows (the brand's everyday menu).
 *  - mapsKey: GOOGLE_MAPS_API_KEY, the key of the finder's and /locations' map; null, no map (lib/maps/settings.ts).
 *  - sandboxGatewayUrl: SANDBOX_GATEWAY_URL, the card processor serving the hosted card fields the
 *    payment pages frame (and their Content-Security-Policy allows); default http://localhost:4010.
 *  - paypalClientId: PAYPAL_CLIENT_ID when PAYMENT_GATEWAY_PAYPAL is `live` or `sandbox` (PayPal for
 *    real): the payment step loads PayPal's JS SDK buttons with it, and the payment pages' policy
 *    allows PayPal's hosts; null otherwise (the built-in sandbox's approve page). Read when the
 *    server runs, never inlined at build time.
 */
import { configFromEnv, type PublicApiConfig } from '@/lib/api/config';
import type { CardFields } from '@/domain/payments/card-fields';
import { isDemoMode } from '@/domain/demo-mode';
import { DEFAULT_GLANCE_MENU_ID } from '@/domain/menu-at-a-glance';
import { facebookAppIdFrom } from '@/lib/auth/facebook';
import type { CountryLookupOptions } from '@/lib/geo/ip-country';
import { geoLookupOptions } from '@/lib/geo/settings';
import { googleMapsKeyFrom } from '@/lib/maps/settings';
import { hstsHeaderFor } from '@/lib/security/hsts';
import { seoSettingsFromEnv, type SeoSettings } from '@/lib/seo/settings';

export type StorefrontConfig = {
  api: PublicApiConfig;
  seo: SeoSettings;
  facebookAppId: string | null;
  hsts: string | null;
  geo: CountryLookupOptions;
  development: boolean;
  demoClock: boolean;
  glanceMenuId: number;
  mapsKey: string | null;
  sandboxGatewayUrl: string;
  paypalClientId: string | null;
};

export const DEFAULT_SANDBOX_GATEWAY_URL = 'http://localhost:4010';

type Env = Readonly<Record<string, string | undefined>>;

/** The settings of an environment. */
export function storefrontConfigFrom(env: Env): StorefrontConfig {
  return {
    api: configFromEnv(env),
    seo: seoSettingsFromEnv(env),
    facebookAppId: facebookAppIdFrom(env),
    hsts: hstsHeaderFor(env),
    geo: geoLookupOptions(env),
    development: env.NODE_ENV === 'development',
    demoClock: demoClockFrom(env),
    glanceMenuId: glanceMenuIdFrom(env.MENU_AT_A_GLANCE_MENU_ID),
    mapsKey: googleMapsKeyFrom(env),
    sandboxGatewayUrl: sandboxGatewayUrlFrom(env.SANDBOX_GATEWAY_URL),
    paypalClientId: paypalClientIdFrom(env),
  };
}

/** The demo clock works in demo mode only: DEMO_MODE=true, whatever NODE_ENV says. */
function demoClockFrom(env: Env): boolean {
  return isDemoMode(env.DEMO_MODE);
}

/** An http(s) URL, without a trailing slash; else the local sandbox processor. */
function sandboxGatewayUrlFrom(raw: string | undefined): string {
  const text = raw?.trim() ?? '';
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return text.replace(/\/+$/, '');
  } catch {
    // Not a URL: the default.
  }
  return DEFAULT_SANDBOX_GATEWAY_URL;
}

/** PayPal's client id when PayPal is for real (PAYMENT_GATEWAY_PAYPAL live or sandbox), else null. */
function paypalClientIdFrom(env: Env): string | null {
  const mode = env.PAYMENT_GATEWAY_PAYPAL?.trim().toLowerCase();
  const clientId = env.PAYPAL_CLIENT_ID?.trim() ?? '';
  return (mode === 'live' || mode === 'sandbox') && /^[A-Za-z0-9_-]{1,200}$/.test(clientId) ? clientId : null;
}

/**
 * The card fields of the payment pages: Stripe's Payment Element with PAYMENT_GATEWAY=stripe (the
 * API then charges through Stripe), with STRIPE_PUBLISHABLE_KEY (`pk_...`, null when unset or not
 * such a key); else the sandbox processor's hosted fields at SANDBOX_GATEWAY_URL.
 */
export function cardFieldsFrom(env: Env): CardFields {
  if (env.PAYMENT_GATEWAY?.trim().toLowerCase() === 'stripe') {
    const key = env.STRIPE_PUBLISHABLE_KEY?.trim() ?? '';
    return { kind: 'stripe', publishableKey: /^pk_(test|live)_[A-Za-z0-9]{1,200}$/.test(key) ? key : null };
  }
  return { kind: 'sandbox', gatewayUrl: sandboxGatewayUrlFrom(env.SANDBOX_GATEWAY_URL) };
}

/** This process's card fields, read on every call (each request to a payment page). */
export function storefrontCardFields(): CardFields {
  return cardFieldsFrom(processEnv());
}

/** A positive whole number, else the demo chain's everyday menu. */
function glanceMenuIdFrom(raw: string | undefined): number {
  const text = raw?.trim() ?? '';
  return /^[1-9]\d{0,8}$/.test(text) ? Number.parseInt(text, 10) : DEFAULT_GLANCE_MENU_ID;
}

/**
 * The process environment. Next inlines a NEXT_PUBLIC_ value (its value at build time) only where
 * the code names it literally, so each is named here; a value the running server has wins.
 */
function processEnv(): Env {
  return {
    NEXT_PUBLIC_FACEBOOK_APP_ID: process.env.NEXT_PUBLIC_FACEBOOK_APP_ID,
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY,
    ...process.env,
  };
}

let parsed: StorefrontConfig | undefined;

/** This process's settings, parsed on first use. */
export function storefrontConfig(): StorefrontConfig {
  parsed ??= storefrontConfigFrom(processEnv());
  return parsed;
}
