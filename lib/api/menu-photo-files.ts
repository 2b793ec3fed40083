/**
 * The storefront's read of an uploaded menu photo's file from the API (server side only), for the
 * route that serves /images/menu/uploads/ (pages/api/menu-photos/[...file].ts). Only the shapes
 * of domain/wire/staff-menu-photos.ts are asked for; anything else is not found without a call.
 */
import { MENU_PHOTO_FILE_PATTERN, MENU_PHOTO_NAME } from '@/domain/wire/staff-menu-photos';
import { publicApiConfig, ssrApiTimeoutMs } from './config';
import { apiUrl } from './url';

const RENDITION = new RegExp(MENU_PHOTO_FILE_PATTERN);

/** The API path of `parts` (`<name>/<width>.<format>` or `<name>.jpg`), or null for any other shape. */
export function menuPhotoFilePath(parts: readonly string[]): string | null {
  const [first, second] = parts;
  if (parts.length === 2 && first && second && MENU_PHOTO_NAME.test(first) && RENDITION.test(second)) return `/online-ordering/menu-photos/${first}/${second}`;
  if (parts.length === 1 && first?.endsWith('.jpg') && MENU_PHOTO_NAME.test(first.slice(0, -4))) return `/online-ordering/menu-photos/${first}`;
  return null;
}

export type MenuPhotoFile = { status: number; body: Buffer; headers: Record<string, string> };

/** The headers passed on to the browser. */
const PASSED = ['content-type', 'cache-control', 'etag'] as const;

export async function fetchMenuPhotoFile(apiPath: string, ifNoneMatch?: string): Promise<MenuPhotoFile> {
  const timeout = ssrApiTimeoutMs();
  const response = await fetch(apiUrl(publicApiConfig(), apiPath), {
    headers: { Accept: 'image/avif,image/webp,image/jpeg', ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}) },
    signal: timeout ? AbortSignal.timeout(timeout) : undefined,
  });
  const headers: Record<string, string> = {};
  for (const name of PASSED) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()), headers };
}
