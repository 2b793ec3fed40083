/**
 * The courier network that carries delivery orders, read with the rest of the environment
 * (server/config.ts):
 * - DISPATCH_PROVIDER: `sandbox` or `doordash`. Demo mode defaults to the sandbox; outside demo mode
 *   unset means no courier network (delivery orders keep the store's own fee and radius).
 * - With `doordash`, all of DOORDASH_DEVELOPER_ID, DOORDASH_KEY_ID and DOORDASH_SIGNING_SECRET (the
 *   access key from the DoorDash Developer Portal; the secret is base64url), and
 *   DOORDASH_WEBHOOK_AUTHORIZATION: the exact Authorization header value the portal's webhook
 *   endpoint is set to send (Basic …), which every webhook must carry.
 * - DOORDASH_API_BASE: optional, another origin for the Drive API (a local fake, a proxy).
 */
type Env = Record<string, string | undefined>;

export const DISPATCH_PROVIDERS = ['sandbox', 'doordash'] as const;
export type DispatchProviderName = (typeof DISPATCH_PROVIDERS)[number];

export const DOORDASH_API_ORIGIN = 'https://openapi.doordash.com';

export type DoorDashSettings = Readonly<{
  developerId: string;
  keyId: string;
  /** The signing secret as the portal shows it (base64url); the adapter signs with its decoded bytes. */
  signingSecret: string;
  webhookAuthorization: string;
  apiBase: string;
}>;

export type DispatchSettings = Readonly<{ dispatchProvider: DispatchProviderName | null; doordash: DoorDashSettings | null }>;

export class DispatchSettingError extends Error {
  override name = 'ConfigError';
}

const value = (env: Env, name: string) => {
  const text = env[name]?.trim();
  return text === '' ? undefined : text;
};

function required(env: Env, name: string, what: string): string {
  const text = value(env, name);
  if (text === undefined) throw new DispatchSettingError(`${name} is required with DISPATCH_PROVIDER=doordash: ${what}`);
  return text;
}

function readApiBase(env: Env): string {
  const text = value(env, 'DOORDASH_API_BASE');
  if (text === undefined) return DOORDASH_API_ORIGIN;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new DispatchSettingError(`DOORDASH_API_BASE must be a URL such as ${DOORDASH_API_ORIGIN}, got an unreadable value`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.username) {
    throw new DispatchSettingError(`DOORDASH_API_BASE must be a bare origin such as ${DOORDASH_API_ORIGIN}`);
  }
  return url.origin;
}

function readDoorDash(env: Env): DoorDashSettings {
  const signingSecret = required(env, 'DOORDASH_SIGNING_SECRET', 'the signing secret of the access key');
  if (!/^[A-Za-z0-9_=+/-]{16,}$/.test(signingSecret)) throw new DispatchSettingError('DOORDASH_SIGNING_SECRET must be the base64url signing secret the Developer Portal shows');
  return Object.freeze({
    developerId: required(env, 'DOORDASH_DEVELOPER_ID', 'the developer id of the access key'),
    keyId: required(env, 'DOORDASH_KEY_ID', 'the key id of the access key'),
    signingSecret,
    webhookAuthorization: required(env, 'DOORDASH_WEBHOOK_AUTHORIZATION', 'the Authorization header value the webhook endpoint is set to send'),
    apiBase: readApiBase(env),
  });
}

/** The courier network DISPATCH_PROVIDER names (the sandbox by default in demo mode), with DoorDash's keys. */
export function readDispatchSettings(env: Env, demoMode: boolean): DispatchSettings {
  const name = value(env, 'DISPATCH_PROVIDER')?.toLowerCase();
  const provider = name === undefined ? (demoMode ? 'sandbox' : null) : name;
  if (provider !== null && !(DISPATCH_PROVIDERS as readonly string[]).includes(provider)) {
    throw new DispatchSettingError(`DISPATCH_PROVIDER must be one of ${DISPATCH_PROVIDERS.join(', ')}, got "${name}"`);
  }
  if (provider === 'sandbox' && !demoMode) throw new DispatchSettingError('DISPATCH_PROVIDER=sandbox needs DEMO_MODE=true: the sandbox courier carries nothing');
  const dispatchProvider = provider as DispatchProviderName | null;
  return { dispatchProvider, doordash: dispatchProvider === 'doordash' ? readDoorDash(env) : null };
}
