/**
 * GET /api/ready: the storefront process answers `{ status: 'ok' }` once Next has loaded its build,
 * for container health checks and Kubernetes probes (deploy/). It does not ask the API: a storefront
 * pulled from rotation while the API is down would not serve any better. Never cached.
 */
import type { NextApiRequest, NextApiResponse } from 'next';

export default function handler(req: NextApiRequest, res: NextApiResponse<{ status: 'ok' } | { message: string }>) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ message: `Method ${req.method ?? ''} is not allowed on /api/ready; use GET.` });
    return;
  }
  res.status(200).json({ status: 'ok' });
}
