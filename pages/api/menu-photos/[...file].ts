/**
 * GET /images/menu/uploads/<name>/<width>.<avif|webp|jpg> and /images/menu/uploads/<name>.jpg
 * (next.config.js rewrites them here): the renditions of a photo a brand admin uploaded, read from
 * the API, which keeps them in the upload storage. Names are content-addressed, so the API's
 * year-long Cache-Control passes on to the browser and any shared cache. Any other shape is a 404
 * without a call.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { fetchMenuPhotoFile, menuPhotoFilePath } from '@/lib/api/menu-photo-files';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ message: `Method ${req.method ?? ''} is not allowed here; use GET.` });
    return;
  }
  const parts = Array.isArray(req.query.file) ? req.query.file : [];
  const apiPath = menuPhotoFilePath(parts);
  if (!apiPath) {
    res.status(404).json({ message: 'No menu photo has that address' });
    return;
  }
  try {
    const ifNoneMatch = typeof req.headers['if-none-match'] === 'string' ? req.headers['if-none-match'] : undefined;
    const file = await fetchMenuPhotoFile(apiPath, ifNoneMatch);
    if (file.status !== 200 && file.status !== 304) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(file.status === 404 || file.status === 400 ? 404 : 502).json({ message: 'No menu photo has that address' });
      return;
    }
    for (const [name, value] of Object.entries(file.headers)) res.setHeader(name, value);
    res.status(file.status).end(req.method === 'HEAD' || file.status === 304 ? undefined : file.body);
  } catch {
    res.setHeader('Cache-Control', 'no-store');
    res.status(502).json({ message: 'The menu photo could not be read; try again shortly' });
  }
}

export const config = { api: { responseLimit: false } };
