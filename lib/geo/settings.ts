/**
 * The geo lookup's one setting, read from an environment the caller passes (process.env in the
 * /api/getGeoFromIp route): TRUST_PROXY=true when a proxy the deployment runs sets
 * X-Forwarded-For in front of the storefront. Default false: the socket address is used.
 */
import type { CountryLookupOptions } from './ip-country';

export function geoLookupOptions(env: Readonly<Record<string, string | undefined>>): CountryLookupOptions {
  const value = env.TRUST_PROXY?.trim().toLowerCase();
  return { trustForwardedFor: value === 'true' || value === '1' || value === 'yes' };
}
