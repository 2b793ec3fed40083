/**
 * GET /api/getGeoFromIp: the visitor's country as `{ country }` (ISO alpha-2, upper
 * case, or null), from a CDN country header first, then the offline IP database
 * (lib/geo/ip-country.ts). Private: the answer differs per visitor, so no shared cache.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import type { GeoFromIpAnswer } from '@/lib/api/geo-from-ip';
import { countryFromRequest } from '@/lib/geo/ip-country';
import { storefrontConfig } from '@/lib/config/storefront';

export default function handler(req: NextApiRequest, res: NextApiResponse<GeoFromIpAnswer | { message: string }>) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ message: `Method ${req.method ?? ''} is not allowed on /api/getGeoFromIp; use GET.` });
    return;
  }
  const country = countryFromRequest(req.headers, req.socket.remoteAddress, storefrontConfig().geo);
  res.setHeader('Cache-Control', 'private, no-store');
  res.status(200).json({ country });
}
