/**
 * The Stripe settings, read with the rest of the environment (server/config.ts), required when
 * PAYMENT_GATEWAY=stripe and ignored otherwise:
 * - STRIPE_SECRET_KEY: the API's secret key (`sk_...`, or a restricted `rk_...` key);
 * - STRIPE_PUBLISHABLE_KEY: the storefront's key for Stripe.js (`pk_...`), of the same mode (test or live);
 * - STRIPE_WEBHOOK_SECRET: the signing secret of the webhook endpoint (`whsec_...`);
 * - STRIPE_API_BASE: optional, another address for the Stripe API (a local fake, a proxy), as
 *   http(s)://host[:port].
 */
type Env = Record<string, string | undefined>;

export type StripeSettings = Readonly<{
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Null: api.stripe.com. */
  apiBase: string | null;
}>;

export class StripeSettingError extends Error {
  override name = 'ConfigError';
}

const value = (env: Env, name: string) => {
  const text = env[name]?.trim();
  return text === '' ? undefined : text;
};

function readKey(env: Env, name: string, prefixes: readonly string[], what: string): string {
  const key = value(env, name);
  if (key === undefined) throw new StripeSettingError(`${name} is required with PAYMENT_GATEWAY=stripe: set it to ${what} from the Stripe dashboard`);
  if (!prefixes.some((prefix) => key.startsWith(prefix))) {
    throw new StripeSettingError(`${name} must be ${what}, starting with ${prefixes.join(' or ')}`);
  }
  return key;
}

function readApiBase(env: Env): string | null {
  const name = 'STRIPE_API_BASE';
  const text = value(env, name);
  if (text === undefined) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new StripeSettingError(`${name} must be a URL such as https://api.stripe.com, got an unreadable value`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new StripeSettingError(`${name} must start with https:// or http://`);
  if (url.pathname !== '/' || url.search || url.username) throw new StripeSettingError(`${name} must be a bare origin such as https://api.stripe.com`);
  return url.origin;
}

const modeOf = (key: string) => (key.includes('_live_') ? 'live' : 'test');

/** The Stripe settings when Stripe takes the payments, else null. */
export function readStripeSettings(env: Env, gateway: string | null): { stripe: StripeSettings | null } {
  if (gateway !== 'stripe') return { stripe: null };
  const secretKey = readKey(env, 'STRIPE_SECRET_KEY', ['sk_', 'rk_'], 'the secret API key');
  const publishableKey = readKey(env, 'STRIPE_PUBLISHABLE_KEY', ['pk_'], 'the publishable API key');
  const webhookSecret = readKey(env, 'STRIPE_WEBHOOK_SECRET', ['whsec_'], 'the webhook endpoint’s signing secret');
  if (modeOf(secretKey) !== modeOf(publishableKey)) {
    throw new StripeSettingError(`STRIPE_SECRET_KEY is a ${modeOf(secretKey)} key and STRIPE_PUBLISHABLE_KEY a ${modeOf(publishableKey)} key: use the two keys of one mode`);
  }
  return { stripe: Object.freeze({ secretKey, publishableKey, webhookSecret, apiBase: readApiBase(env) }) };
}
