/** A refused menu photo step as a typed error: its English text, its code and the values it was written with. */
import { interpolate } from '@/domain/interpolate';
import { MENU_PHOTO_MESSAGES, menuPhotoErrorCode, type MenuPhotoMessageName } from '@/domain/menu/photo-messages';
import { HttpError } from '@/server/errors';

export function menuPhotoError(status: 400 | 403 | 404 | 413 | 415 | 422, name: MenuPhotoMessageName, params?: Record<string, string | number>): HttpError {
  return new HttpError(status, interpolate(MENU_PHOTO_MESSAGES[name], params), undefined, { code: menuPhotoErrorCode(name), ...(params ? { params } : {}) });
}
