/**
 * An uploaded photo's files: checked (its first bytes name a kind we take, sharp decodes it, its
 * size is within bounds), resized by server/pictures/renditions.ts into every width and format
 * the storefront's srcset asks for (domain/pictures.ts), and kept in the upload storage under a
 * name made from a hash of the photo and the rendition settings, so the same photo is stored
 * once and a file's content never changes under its name. Only renditions are kept: sharp writes
 * them without the photo's metadata (no camera, no place).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MENU_PHOTO_MAX_MEGAPIXELS, MENU_PHOTO_MIN_SIDE, menuPhotoKindOf } from '@/domain/menu/photo-messages';
import { LARGEST_PICTURE_WIDTH, PICTURE_FORMATS, PICTURE_QUALITY, PICTURE_WIDTHS, type PictureFormat, type PictureWidth } from '@/domain/pictures';
import { renditionFileName } from '@/domain/wire/staff-menu-photos';
import { renderRenditions } from '@/server/pictures/renditions';
import type { FileStorage } from '@/server/storage';
import { menuPhotoError } from './errors';

/** The settings a rendition depends on: a change gives every photo a new name. */
const SETTINGS = JSON.stringify({ widths: PICTURE_WIDTHS, formats: PICTURE_FORMATS, quality: PICTURE_QUALITY, sharp: sharp.versions.sharp });

const MEDIA_TYPES: Record<PictureFormat, string> = Object.fromEntries(PICTURE_FORMATS.map(({ extension, type }) => [extension, type])) as Record<PictureFormat, string>;

export const mediaTypeOf = (format: PictureFormat) => MEDIA_TYPES[format];

/** The storage key of one rendition of the photo `name`. */
export const renditionKey = (name: string, width: PictureWidth, format: PictureFormat) => `menu-photos/${name}/${renditionFileName(width, format)}`;

/** The photo's name: 24 hex digits of the hash of its bytes and the rendition settings. */
export const photoNameOf = (photo: Buffer) => createHash('sha256').update(SETTINGS).update(photo).digest('hex').slice(0, 24);

/** Refuses what is not a photo we take, before anything is resized or kept. */
export async function checkPhoto(photo: Buffer): Promise<void> {
  if (!menuPhotoKindOf(photo.subarray(0, 16))) throw menuPhotoError(415, 'fileTypeRefused');
  let size: { width?: number; height?: number };
  try {
    // Reads the header only; the pixels are decoded when the renditions are made.
    size = await sharp(photo, { limitInputPixels: false }).metadata();
  } catch {
    throw menuPhotoError(422, 'notAnImage');
  }
  const { width = 0, height = 0 } = size;
  if (width * height > MENU_PHOTO_MAX_MEGAPIXELS * 1_000_000) throw menuPhotoError(422, 'tooManyPixels', { max: MENU_PHOTO_MAX_MEGAPIXELS });
  if (Math.min(width, height) < MENU_PHOTO_MIN_SIDE) throw menuPhotoError(422, 'tooSmall', { min: MENU_PHOTO_MIN_SIDE });
}

export type StoredPhoto = { name: string; keys: string[] };

/**
 * The photo as it is meant to be seen: a camera's photo taken on its side says so in its EXIF
 * orientation, which the renditions (written without metadata) would otherwise lose. Turned
 * upright losslessly (an uncompressed PNG) and only when it needs turning.
 */
async function upright(photo: Buffer): Promise<Buffer> {
  const { orientation = 1 } = await sharp(photo, { limitInputPixels: false }).metadata();
  return orientation > 1 ? sharp(photo, { limitInputPixels: false }).rotate().png({ compressionLevel: 0 }).toBuffer() : photo;
}

/** Makes and stores every rendition of a checked photo; a photo sharp cannot decode is refused (422) and nothing is kept. */
export async function storePhoto(storage: FileStorage, photo: Buffer): Promise<StoredPhoto> {
  const name = photoNameOf(photo);
  let renditions: Awaited<ReturnType<typeof renderRenditions>>;
  try {
    renditions = await renderRenditions(name, await upright(photo));
  } catch {
    throw menuPhotoError(422, 'notAnImage');
  }
  const keys: string[] = [];
  for (const rendition of renditions) {
    const key = renditionKey(name, rendition.width as PictureWidth, rendition.format);
    await storage.put(key, rendition.bytes, mediaTypeOf(rendition.format));
    keys.push(key);
  }
  return { name, keys };
}

/** Removes every rendition of the photo `name` (one no item shows any more). */
export async function removePhotoFiles(storage: FileStorage, name: string): Promise<void> {
  for (const width of PICTURE_WIDTHS) for (const { extension } of PICTURE_FORMATS) await storage.delete(renditionKey(name, width, extension));
}

/** One stored rendition, or null. `<name>.jpg` alone is the widest JPEG. */
export async function readRendition(storage: FileStorage, name: string, width: PictureWidth = LARGEST_PICTURE_WIDTH, format: PictureFormat = 'jpg') {
  const body = await storage.get(renditionKey(name, width, format));
  return body ? { body, mediaType: mediaTypeOf(format) } : null;
}
