/**
 * The geo lookup's one setting, read from an environment the caller passes (the storefront's
 * settings, lib/config/storefront.ts, for the /api/getGeoFromIp route): TRUST_PROXY names the proxies in front of the storefront, exactly as
 * for the API (domain/trust-proxy.ts: false, true, a hop count or a list of addresses and CIDR
 * ranges). Default: none, so the socket address is used. A value that cannot be read trusts
 * no proxy, and says so once on the console.
 */
import { parseTrustProxy } from '@/domain/trust-proxy';
import type { CountryLookupOptions } from './ip-country';

let warned = false;

export function geoLookupOptions(env: Readonly<Record<string, string | undefined>>): CountryLookupOptions {
  const parsed = parseTrustProxy(env.TRUST_PROXY);
  if (parsed.ok) return { trustProxy: parsed.value };
  if (!warned) {
    warned = true;
    console.warn(`TRUST_PROXY ${parsed.message}; /api/getGeoFromIp trusts no proxy until it is fixed`);
  }
  return { trustProxy: { kind: 'none' } };
}
