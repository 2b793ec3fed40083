/**
 * The PayPal settings, read with the rest of the environment (server/config.ts). PayPal's REST
 * API takes the PayPal payments when PAYMENT_GATEWAY_PAYPAL is set, beside whichever gateway
 * PAYMENT_GATEWAY names for cards; unset, the built-in sandbox PayPal (or none, with Stripe) stays.
 * - PAYMENT_GATEWAY_PAYPAL: `sandbox` (api-m.sandbox.paypal.com, PayPal's test accounts) or
 *   `live` (api-m.paypal.com, real money);
 * - PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: the REST app's credentials from the PayPal developer
 *   dashboard, of the same environment; required when PAYMENT_GATEWAY_PAYPAL is set;
 * - PAYPAL_API_BASE: optional, another address for the PayPal API (a local fake, a proxy), as
 *   http(s)://host[:port].
 */
type Env = Record<string, string | undefined>;

export const PAYPAL_MODES = ['sandbox', 'live'] as const;
export type PayPalMode = (typeof PAYPAL_MODES)[number];

export const PAYPAL_API_BASES: Readonly<Record<PayPalMode, string>> = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
};

export type PayPalSettings = Readonly<{
  mode: PayPalMode;
  clientId: string;
  clientSecret: string;
  /** The API's origin: PAYPAL_API_BASE, else the mode's. */
  apiBase: string;
}>;

export class PayPalSettingError extends Error {
  override name = 'ConfigError';
}

const value = (env: Env, name: string) => {
  const text = env[name]?.trim();
  return text === '' ? undefined : text;
};

function readCredential(env: Env, name: string, what: string): string {
  const text = value(env, name);
  if (text === undefined) {
    throw new PayPalSettingError(`${name} is required with PAYMENT_GATEWAY_PAYPAL: set it to the ${what} of the REST app in the PayPal developer dashboard`);
  }
  if (!/^[\x21-\x7e]{1,256}$/.test(text)) throw new PayPalSettingError(`${name} must be the ${what} as PayPal shows it, without spaces`);
  return text;
}

function readApiBase(env: Env, mode: PayPalMode): string {
  const name = 'PAYPAL_API_BASE';
  const text = value(env, name);
  if (text === undefined) return PAYPAL_API_BASES[mode];
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new PayPalSettingError(`${name} must be a URL such as ${PAYPAL_API_BASES[mode]}, got an unreadable value`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new PayPalSettingError(`${name} must start with https:// or http://`);
  if (url.pathname !== '/' || url.search || url.username) throw new PayPalSettingError(`${name} must be a bare origin such as ${PAYPAL_API_BASES[mode]}`);
  return url.origin;
}

/** PayPal's REST settings when PAYMENT_GATEWAY_PAYPAL is set, else none (the config has no `paypal`). */
export function readPayPalSettings(env: Env): { paypal?: PayPalSettings } {
  const name = 'PAYMENT_GATEWAY_PAYPAL';
  const mode = value(env, name)?.toLowerCase();
  if (mode === undefined) return {};
  if (!(PAYPAL_MODES as readonly string[]).includes(mode)) {
    throw new PayPalSettingError(`${name} must be ${PAYPAL_MODES.join(' or ')} (or unset for the built-in PayPal), got "${mode.slice(0, 40)}"`);
  }
  const chosen = mode as PayPalMode;
  const clientId = readCredential(env, 'PAYPAL_CLIENT_ID', 'client id');
  const clientSecret = readCredential(env, 'PAYPAL_CLIENT_SECRET', 'secret');
  return { paypal: Object.freeze({ mode: chosen, clientId, clientSecret, apiBase: readApiBase(env, chosen) }) };
}
