/**
 * Reads the upload's multipart body: one file in the field `photo`, held in memory up to
 * MENU_PHOTO_MAX_BYTES, and nothing else. Refusals: a body that is not multipart (415), another
 * field or a second file (400), a file over the limit (413), a body cut short (400), no file (400).
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MENU_PHOTO_FIELD, MENU_PHOTO_MAX_BYTES, MENU_PHOTO_MAX_MB } from '@/domain/menu/photo-messages';
import { HttpError } from '@/server/errors';
import { menuPhotoError } from './errors';

const tooLarge = () => menuPhotoError(413, 'fileTooLarge', { max: MENU_PHOTO_MAX_MB });

function refusalOf(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return menuPhotoError(400, 'oneFileOnly');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return menuPhotoError(400, 'fieldUnknown', { field: 'form' });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA') return menuPhotoError(415, 'notMultipart');
  if (code === 'FST_PROTO_VIOLATION') return menuPhotoError(400, 'fieldUnknown', { field: '__proto__' });
  // A body cut short or malformed (busboy's own errors) is the sender's fault, never a 500.
  return menuPhotoError(400, 'formUnreadable');
}

export async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw menuPhotoError(415, 'notMultipart');
  let photo: Buffer | null = null;
  const parts = request.parts({ limits: { fileSize: MENU_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  try {
    for await (const part of parts as AsyncIterableIterator<Multipart>) {
      if (part.type !== 'file' || part.fieldname !== MENU_PHOTO_FIELD) throw menuPhotoError(400, 'fieldUnknown', { field: part.fieldname.slice(0, 40) });
      const body = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      photo = body;
    }
  } catch (error) {
    throw refusalOf(error);
  }
  if (!photo || photo.length === 0) throw menuPhotoError(400, 'fileRequired');
  return photo;
}
