/**
 * The visitor's country from the storefront's own GET /api/getGeoFromIp: its
 * `country` field (alpha-2, upper case), or null when unknown or when the call fails (the banner then
 * simply stays hidden; failures are only logged).
 */
const GEO_FROM_IP_PATH = '/api/getGeoFromIp';

export type GeoFromIpAnswer = { country: string | null };

export async function fetchGeoCountry(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(GEO_FROM_IP_PATH, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<GeoFromIpAnswer>;
    return typeof body.country === 'string' && body.country ? body.country : null;
  } catch (error) {
    console.error('Country lookup failed:', (error as Error).message);
    return null;
  }
}
