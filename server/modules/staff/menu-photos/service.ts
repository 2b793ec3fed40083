/**
 * The Menu photos screen's use cases (brand admins only; other staff 403, another brand's item
 * 404): the brand's items with the picture each shows; uploading a photo for an item, which is
 * checked on its bytes, resized into every rendition and stored before the item points at it (one
 * transaction with its audit row, before and after); removing it, which puts the item's default
 * picture back. Files no item shows any more are removed after the change commits. The menu
 * read's version counts the items' rows, so the diners' menus show a change at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LocaleTag } from '@/domain/markets';
import { MENU_PHOTO_MAX_MB } from '@/domain/menu/photo-messages';
import type { PictureFormat, PictureWidth } from '@/domain/pictures';
import { uploadedPictureUrl, type WireMenuPhotoItem, type WireMenuPhotos } from '@/domain/wire/staff-menu-photos';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { translated } from '@/server/locale';
import type { FileStorage } from '@/server/storage';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { menuPhotoError } from './errors';
import { checkPhoto, readRendition, removePhotoFiles, storePhoto } from './photo-files';
import { brandItemSections, brandPhotoItem, brandPhotoItems, lockedItemPhoto, photoUses, removeItemPhoto, setItemPhoto, type PhotoItemRow } from './repository';

export type MenuPhotoDeps = { db: Database; storage: FileStorage; now: () => Date; log?: FastifyBaseLogger };

export function assertPhotoAdmin(staff: StaffIdentity): void {
  if (staff.role !== 'brand_admin') throw menuPhotoError(403, 'adminsOnly');
}

function present(row: PhotoItemRow, sections: string[], locale: LocaleTag): WireMenuPhotoItem {
  const by = [row.uploaderFirstName, row.uploaderLastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    title: translated(row.title, row.translations, locale),
    sections,
    imageUrl: row.imageUrl,
    upload: row.photo && row.uploadedAt ? { at: row.uploadedAt.toISOString(), by } : null,
  };
}

async function sectionsByItem(db: Database, brandId: number, locale: LocaleTag): Promise<Map<number, string[]>> {
  const byItem = new Map<number, string[]>();
  for (const row of await brandItemSections(db, brandId)) {
    const name = `${translated(row.menuTitle, row.menuTranslations, locale)}: ${translated(row.title, row.translations, locale)}`;
    byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), name]);
  }
  return byItem;
}

export async function photoItems(deps: MenuPhotoDeps, staff: StaffIdentity, locale: LocaleTag): Promise<WireMenuPhotos> {
  assertPhotoAdmin(staff);
  const rows = await brandPhotoItems(deps.db, staff.brandId);
  const sections = await sectionsByItem(deps.db, staff.brandId, locale);
  return { items: rows.map((row) => present(row, sections.get(row.id) ?? [], locale)), maxMb: MENU_PHOTO_MAX_MB };
}

async function requireItem(db: Database, staff: StaffIdentity, itemId: number): Promise<PhotoItemRow> {
  const item = await brandPhotoItem(db, staff.brandId, itemId);
  if (!item) throw menuPhotoError(404, 'itemNotFound', { itemId });
  return item;
}

async function presentOne(deps: MenuPhotoDeps, staff: StaffIdentity, itemId: number, locale: LocaleTag): Promise<WireMenuPhotoItem> {
  const item = await requireItem(deps.db, staff, itemId);
  return present(item, (await sectionsByItem(deps.db, staff.brandId, locale)).get(itemId) ?? [], locale);
}

/** Removes the files of a photo no item shows any more; a failure leaves them, never the change. */
async function dropIfUnused(deps: MenuPhotoDeps, photo: string | null): Promise<void> {
  if (!photo || (await photoUses(deps.db, photo)) > 0) return;
  await removePhotoFiles(deps.storage, photo).catch((error: unknown) => deps.log?.warn({ err: error, photo }, 'menu photo files not removed'));
}

export async function uploadPhoto(deps: MenuPhotoDeps, caller: StaffCaller, staff: StaffIdentity, itemId: number, photo: Buffer, locale: LocaleTag): Promise<WireMenuPhotoItem> {
  assertPhotoAdmin(staff);
  const item = await requireItem(deps.db, staff, itemId);
  await checkPhoto(photo);
  const stored = await storePhoto(deps.storage, photo);
  const imageUrl = uploadedPictureUrl(stored.name);
  const now = deps.now();
  let replaced: string | null;
  try {
    replaced = await deps.db.transaction(async (tx) => {
      const current = await lockedItemPhoto(tx, item.id);
      // The picture before the first upload stays the default, however many photos follow.
      const defaultImageUrl = current.photo ? current.defaultImageUrl : current.imageUrl;
      await setItemPhoto(tx, { itemId: item.id, photo: stored.name, imageUrl, defaultImageUrl, staffId: staff.id, at: now });
      await recordAudit(tx, {
        staffId: staff.id,
        action: 'menu-item-photo',
        subjectType: 'menu-item',
        subjectId: String(item.id),
        before: { imageUrl: current.imageUrl },
        after: { imageUrl },
        requestId: caller.requestId,
        clientAddress: caller.ip,
        at: now,
      });
      return current.photo;
    });
  } catch (error) {
    await dropIfUnused(deps, stored.name);
    throw error;
  }
  if (replaced !== stored.name) await dropIfUnused(deps, replaced);
  return presentOne(deps, staff, item.id, locale);
}

export async function removePhoto(deps: MenuPhotoDeps, caller: StaffCaller, staff: StaffIdentity, itemId: number, locale: LocaleTag): Promise<WireMenuPhotoItem> {
  assertPhotoAdmin(staff);
  const item = await requireItem(deps.db, staff, itemId);
  const now = deps.now();
  const removed = await deps.db.transaction(async (tx) => {
    const current = await lockedItemPhoto(tx, item.id);
    // Without an uploaded photo there is nothing to undo.
    if (!current.photo) return null;
    await removeItemPhoto(tx, item.id, current.defaultImageUrl);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'menu-item-photo-remove',
      subjectType: 'menu-item',
      subjectId: String(item.id),
      before: { imageUrl: current.imageUrl },
      after: { imageUrl: current.defaultImageUrl },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
    return current.photo;
  });
  await dropIfUnused(deps, removed);
  return presentOne(deps, staff, item.id, locale);
}

/** A stored rendition for the public read, or 404. */
export async function photoFile(deps: MenuPhotoDeps, name: string, file?: { width: PictureWidth; format: PictureFormat }) {
  const found = await readRendition(deps.storage, name, file?.width, file?.format);
  if (!found) throw menuPhotoError(404, 'fileNotFound');
  return found;
}
