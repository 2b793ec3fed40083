/**
 * The Menu photos screen's routes under /online-ordering (contract: domain/wire/staff-menu-photos.ts),
 * and the public read of the stored renditions, which the storefront serves under
 * /images/menu/uploads/. Multipart bodies are read by the upload route only.
 */
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PictureFormat, PictureWidth } from '@/domain/pictures';
import { MENU_PHOTO_FILE_PATHS as FILES, STAFF_MENU_PHOTO_PATHS as PATHS } from '@/domain/wire/staff-menu-photos';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import { readPhoto } from './read-photo';
import { assertPhotoAdmin, photoFile, photoItems, removePhoto, uploadPhoto, type MenuPhotoDeps } from './service';
import { originalSchema, photoItemsSchema, removePhotoSchema, renditionSchema, uploadPhotoSchema } from './schema';

const callerOf = (request: FastifyRequest): StaffCaller => ({ ip: request.ip, requestId: request.id });

/** Resizing into every rendition takes a few seconds on a small machine. */
const UPLOAD_BUDGET_MS = 45_000;
/** A name is the hash of its content: the file never changes, so any cache may keep it a year. */
const FOREVER = 'public, max-age=31536000, immutable';

function sendFile(request: FastifyRequest, reply: FastifyReply, file: { body: Buffer; mediaType: string }, etag: string) {
  reply
    .header('cache-control', FOREVER)
    .header('etag', etag)
    // Shown by the storefront, on another origin when it links here directly.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.header('content-type', file.mediaType).send(file.body);
}

const menuPhotoRoutes: FastifyPluginAsyncTypebox<{ deps: MenuPhotoDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  await app.register(multipart, { throwFileSizeLimit: true });

  app.get(PATHS.items, { schema: photoItemsSchema, preHandler: guards.ready }, async (request) => photoItems(deps, signedInStaff(request), request.market.locale));

  app.post(PATHS.photo, { schema: uploadPhotoSchema, preHandler: guards.ready, config: { timeBudgetMs: UPLOAD_BUDGET_MS } }, async (request) => {
    const staff = signedInStaff(request);
    // Refused before the body is read: only brand admins send photos.
    assertPhotoAdmin(staff);
    const photo = await readPhoto(request);
    return uploadPhoto(deps, callerOf(request), staff, request.params.itemId, photo, request.market.locale);
  });

  app.delete(PATHS.photo, { schema: removePhotoSchema, preHandler: guards.ready }, async (request) =>
    removePhoto(deps, callerOf(request), signedInStaff(request), request.params.itemId, request.market.locale),
  );

  app.get(FILES.rendition, { schema: renditionSchema }, async (request, reply) => {
    const { name, file } = request.params;
    const [width, format] = file.split('.') as [string, PictureFormat];
    const found = await photoFile(deps, name, { width: Number(width) as PictureWidth, format });
    return sendFile(request, reply, found, `"${name}-${file}"`);
  });

  app.get(FILES.original, { schema: originalSchema }, async (request, reply) => {
    const name = request.params.file.replace(/\.jpg$/, '');
    return sendFile(request, reply, await photoFile(deps, name), `"${name}"`);
  });
};

export default menuPhotoRoutes;
