/**
 * The Menu photos screen's contract (under /online-ordering, brand admins only): the brand's
 * items with the picture each shows, uploading a photo for one item (multipart, field `photo`)
 * and removing it, which returns the item to its default picture.
 *
 * Where an uploaded photo lives (the picture contract of domain/pictures.ts): its renditions are
 * named by a hash of the photo (a new photo, a new name, so every file may be cached for good),
 * and the item's `imageUrl` becomes `/images/menu/uploads/<name>.jpg`. The storefront serves
 * `/images/menu/uploads/<name>/<width>.<avif|webp|jpg>` (and `<name>.jpg`, the widest JPEG)
 * from the API's MENU_PHOTO_FILE_PATHS, which read them back from the upload storage.
 */
import type { PictureFormat, PictureWidth } from '../pictures';
import { PICTURE_FORMATS, PICTURE_WIDTHS } from '../pictures';

export const STAFF_MENU_PHOTO_PATHS = {
  items: '/admin/menu/photos',
  photo: '/admin/menu/items/:itemId/photo',
} as const;

/** Public reads of the stored renditions. */
export const MENU_PHOTO_FILE_PATHS = {
  rendition: '/menu-photos/:name/:file',
  original: '/menu-photos/:file',
} as const;

export const menuPhotoPath = (itemId: number) => STAFF_MENU_PHOTO_PATHS.photo.replace(':itemId', String(itemId));

/** Where uploaded photos appear in the storefront (under domain/pictures.ts's PICTURE_ROOT). */
export const UPLOADED_PICTURE_ROOT = '/images/menu/uploads/';

/** An uploaded photo's name: 24 lower-case hex digits of the hash of its bytes and rendition settings. */
export const MENU_PHOTO_NAME = /^[0-9a-f]{24}$/;
export const MENU_PHOTO_NAME_PATTERN = '^[0-9a-f]{24}$';

/** A rendition's file name: `<width>.<format>`. */
export const MENU_PHOTO_FILE_PATTERN = `^(${PICTURE_WIDTHS.join('|')})\\.(${PICTURE_FORMATS.map((format) => format.extension).join('|')})$`;

/** The item's picture URL once the photo `name` is uploaded. */
export const uploadedPictureUrl = (name: string) => `${UPLOADED_PICTURE_ROOT}${name}.jpg`;

/** A rendition's file name. */
export const renditionFileName = (width: PictureWidth, format: PictureFormat) => `${width}.${format}`;

export type WireMenuPhotoItem = {
  id: number;
  /** In the console's language. */
  title: string;
  /** The sections listing it, "Menu: Section", in menu order. */
  sections: string[];
  /** The picture the diners see: the uploaded photo's, or the default; null: none. */
  imageUrl: string | null;
  /** The uploaded photo, when there is one: when and by whom. */
  upload: { at: string; by: string } | null;
};

export type WireMenuPhotos = { items: WireMenuPhotoItem[]; maxMb: number };
