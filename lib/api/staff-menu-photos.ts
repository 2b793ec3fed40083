/**
 * The Menu photos screen's calls (contract: domain/wire/staff-menu-photos.ts): the brand's items
 * with their pictures, uploading an item's photo (multipart, through the one REST client) and
 * removing it. Each takes a staff context (lib/staff/session.ts).
 */
import { MENU_PHOTO_FIELD } from '@/domain/menu/photo-messages';
import { menuPhotoPath, STAFF_MENU_PHOTO_PATHS, type WireMenuPhotoItem, type WireMenuPhotos } from '@/domain/wire/staff-menu-photos';
import { apiDelete, apiGet, apiPost, type ApiContext } from './client';

export type MenuPhotos = WireMenuPhotos;
export type MenuPhotoItem = WireMenuPhotoItem;

const path = (relative: string) => `/online-ordering${relative}`;

export function fetchMenuPhotos(ctx: ApiContext): Promise<MenuPhotos> {
  return apiGet(ctx, path(STAFF_MENU_PHOTO_PATHS.items));
}

export function uploadMenuPhoto(ctx: ApiContext, itemId: number, file: Blob): Promise<MenuPhotoItem> {
  const form = new FormData();
  form.append(MENU_PHOTO_FIELD, file);
  return apiPost(ctx, path(menuPhotoPath(itemId)), form);
}

export function removeMenuPhoto(ctx: ApiContext, itemId: number): Promise<MenuPhotoItem> {
  return apiDelete(ctx, path(menuPhotoPath(itemId)));
}
