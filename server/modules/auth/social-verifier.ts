/**
 * Checks a social provider's access token and reads the profile behind it. The app receives a
 * verifier as a dependency (buildApp's auth.socialVerifier):
 * - with FACEBOOK_APP_ID and FACEBOOK_APP_SECRET, the Graph API verifier asks Facebook;
 * - otherwise, in demo mode only (config.demoMode), the sandbox verifier accepts
 *   `sandbox:<email>:<name>`, which signs in as the account with that email;
 * - outside demo mode without them, social sign-in is refused (the sandbox would let anyone in).
 */
import { createHash, createHmac } from 'node:crypto';
import type { Config } from '@/server/config';
import type { SocialProvider } from '@/domain/wire/accounts';

export type SocialProfile = {
  provider: SocialProvider;
  /** The provider's id of the person (stable per app). */
  providerUserId: string;
  /** Null when the person did not share it. */
  email: string | null;
  firstName: string;
  lastName: string;
};

export interface SocialTokenVerifier {
  /** The profile of a valid token, or null when the provider does not confirm it. */
  verify(provider: SocialProvider, accessToken: string): Promise<SocialProfile | null>;
}

export const SANDBOX_TOKEN_PREFIX = 'sandbox:';

export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: (parts[0] ?? '').slice(0, 80), lastName: parts.slice(1).join(' ').slice(0, 80) };
}

/** Accepts `sandbox:<email>:<name>`; the id is derived from the email, so it is stable. */
export function createSandboxVerifier(): SocialTokenVerifier {
  return {
    async verify(provider, accessToken) {
      if (!accessToken.startsWith(SANDBOX_TOKEN_PREFIX)) return null;
      const [email = '', ...nameParts] = accessToken.slice(SANDBOX_TOKEN_PREFIX.length).split(':');
      const name = nameParts.join(':');
      if (!name.trim()) return null;
      const id = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20);
      return { provider, providerUserId: `sandbox-${id}`, email: email.trim() || null, ...splitName(name) };
    },
  };
}

export function createRefusingVerifier(): SocialTokenVerifier {
  return { verify: async () => null };
}

export type FacebookVerifierOptions = { appId: string; appSecret: string; fetch?: typeof fetch; timeoutMs?: number };

const GRAPH = 'https://graph.facebook.com/v16.0';

/** Asks Graph API whether the token belongs to our app, then reads id, name and email. */
export function createFacebookVerifier({ appId, appSecret, fetch: fetchFn = fetch, timeoutMs = 5000 }: FacebookVerifierOptions): SocialTokenVerifier {
  const get = async (url: string): Promise<Record<string, unknown> | null> => {
    try {
      const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  return {
    async verify(provider, accessToken) {
      const debug = await get(`${GRAPH}/debug_token?${new URLSearchParams({ input_token: accessToken, access_token: `${appId}|${appSecret}` })}`);
      const data = debug?.data as { is_valid?: boolean; app_id?: string } | undefined;
      if (!data?.is_valid || data.app_id !== appId) return null;
      const proof = createHmac('sha256', appSecret).update(accessToken).digest('hex');
      const fields = 'id,name,email,first_name,last_name';
      const me = await get(`${GRAPH}/me?${new URLSearchParams({ fields, access_token: accessToken, appsecret_proof: proof })}`);
      if (!me || typeof me.id !== 'string') return null;
      const fallback = splitName(typeof me.name === 'string' ? me.name : '');
      return {
        provider,
        providerUserId: me.id,
        email: typeof me.email === 'string' ? me.email : null,
        firstName: typeof me.first_name === 'string' ? me.first_name.slice(0, 80) : fallback.firstName,
        lastName: typeof me.last_name === 'string' ? me.last_name.slice(0, 80) : fallback.lastName,
      };
    },
  };
}

/** The verifier the config gives: Facebook's with its app keys, else the sandbox in demo mode only, else refuse. */
export function verifierFor(config: Config): SocialTokenVerifier | 'refuse' {
  if (config.facebookAppId && config.facebookAppSecret) {
    return createFacebookVerifier({ appId: config.facebookAppId, appSecret: config.facebookAppSecret });
  }
  return config.demoMode ? createSandboxVerifier() : 'refuse';
}
