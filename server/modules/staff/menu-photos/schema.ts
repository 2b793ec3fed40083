/** Request and response schemas of the Menu photos screen and the public read of its renditions (domain/wire/staff-menu-photos.ts). */
import { Type } from '@sinclair/typebox';
import { MENU_PHOTO_FIELD, MENU_PHOTO_MAX_MB } from '@/domain/menu/photo-messages';
import { MENU_PHOTO_FILE_PATTERN, MENU_PHOTO_NAME_PATTERN } from '@/domain/wire/staff-menu-photos';
import { errorResponses, Id, Strict } from '@/server/schemas/common';

const tags = ['staff'];
const adminNote = 'Brand admins only (other staff: 403); their brand’s items (another brand’s: 404).';
const ItemParams = Strict({ itemId: Id('Item id') });

const PhotoItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  sections: Type.Array(Type.String()),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  upload: Type.Union([Type.Object({ at: Type.String(), by: Type.String() }), Type.Null()]),
});

export const photoItemsSchema = {
  tags,
  summary: 'The brand’s items and their pictures',
  description: `${adminNote} Every item with the picture diners see and, when a photo was uploaded, when and by whom.`,
  response: { 200: Type.Object({ items: Type.Array(PhotoItem), maxMb: Type.Integer() }), ...errorResponses(401, 403) },
};

export const uploadPhotoSchema = {
  tags,
  summary: 'Upload an item’s photo',
  description: `${adminNote} multipart/form-data with one file field \`${MENU_PHOTO_FIELD}\`: a JPEG, PNG, WebP or AVIF photo recognised by its first bytes (415 otherwise), at most ${MENU_PHOTO_MAX_MB} MB (413 above), that decodes as an image (422 otherwise). It is resized into every width and format the storefront asks for; the item then shows it everywhere (audited).`,
  consumes: ['multipart/form-data'],
  params: ItemParams,
  response: { 200: PhotoItem, ...errorResponses(401, 403, 404, 413, 415, 422) },
};

export const removePhotoSchema = {
  tags,
  summary: 'Remove an item’s photo',
  description: `${adminNote} The item shows its default picture again (audited); without an uploaded photo nothing changes.`,
  params: ItemParams,
  response: { 200: PhotoItem, ...errorResponses(401, 403, 404) },
};

const Binary = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The rendition' });
const Name = Type.String({ pattern: MENU_PHOTO_NAME_PATTERN, maxLength: 24, description: 'The photo’s name' });

export const renditionSchema = {
  tags: ['menus'],
  summary: 'One rendition of an uploaded menu photo',
  description: 'Public. Names are content-addressed, so the answer may be cached for a year.',
  params: Strict({ name: Name, file: Type.String({ pattern: MENU_PHOTO_FILE_PATTERN, maxLength: 10, description: '<width>.<avif|webp|jpg>' }) }),
  produces: ['image/avif', 'image/webp', 'image/jpeg'],
  response: { 200: Binary, ...errorResponses(404) },
};

export const originalSchema = {
  tags: ['menus'],
  summary: 'An uploaded menu photo at its widest, as JPEG',
  description: 'Public: what an item’s imageUrl names. Cached for a year like the renditions.',
  params: Strict({ file: Type.String({ pattern: '^[0-9a-f]{24}\\.jpg$', maxLength: 28, description: '<name>.jpg' }) }),
  produces: ['image/jpeg'],
  response: { 200: Binary, ...errorResponses(404) },
};
