/** The Menu photos screen's rows: a brand's items with their picture and upload, their sections, and the writes of an upload and its removal. */
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { items, menuItemPhotos, menus, sectionItems, sections, staffAccounts } from '@/server/db/schema';

const itemColumns = {
  id: items.id,
  title: items.title,
  translations: items.translations,
  imageUrl: items.imageUrl,
  photo: menuItemPhotos.photo,
  defaultImageUrl: menuItemPhotos.defaultImageUrl,
  uploadedAt: menuItemPhotos.uploadedAt,
  uploaderFirstName: staffAccounts.firstName,
  uploaderLastName: staffAccounts.lastName,
};

function itemsQuery(db: Database) {
  return db
    .select(itemColumns)
    .from(items)
    .leftJoin(menuItemPhotos, eq(menuItemPhotos.itemId, items.id))
    .leftJoin(staffAccounts, eq(staffAccounts.id, menuItemPhotos.uploadedBy));
}

export type PhotoItemRow = Awaited<ReturnType<typeof brandPhotoItems>>[number];

/** Every item of the brand (but those deleted and kept for past orders), by title. */
export function brandPhotoItems(db: Database, brandId: number) {
  return itemsQuery(db).where(and(eq(items.brandId, brandId), isNull(items.archivedAt))).orderBy(asc(items.title), asc(items.id));
}

/** The item when it belongs to the brand. */
export async function brandPhotoItem(db: Database, brandId: number, itemId: number): Promise<PhotoItemRow | undefined> {
  const [row] = await itemsQuery(db).where(and(eq(items.id, itemId), eq(items.brandId, brandId))).limit(1);
  return row;
}

/** The sections listing the brand's items, in menu order. */
export function brandItemSections(db: Database, brandId: number) {
  return db
    .select({ itemId: sectionItems.itemId, menuTitle: menus.title, menuTranslations: menus.translations, title: sections.title, translations: sections.translations })
    .from(sectionItems)
    .innerJoin(sections, eq(sections.id, sectionItems.sectionId))
    .innerJoin(menus, eq(menus.id, sections.menuId))
    .where(eq(menus.brandId, brandId))
    .orderBy(asc(menus.sortOrder), asc(menus.id), asc(sections.sortOrder), asc(sections.id));
}

/** The item's picture and photo, its row locked until the transaction ends (changes of one item's photo queue). */
export async function lockedItemPhoto(tx: Database, itemId: number) {
  const [row] = await tx
    .select({ imageUrl: items.imageUrl, photo: menuItemPhotos.photo, defaultImageUrl: menuItemPhotos.defaultImageUrl })
    .from(items)
    .leftJoin(menuItemPhotos, eq(menuItemPhotos.itemId, items.id))
    .where(eq(items.id, itemId))
    .for('update', { of: items });
  return row!;
}

/** The item shows the photo `photo` at `imageUrl`; its default picture is kept the first time. */
export async function setItemPhoto(tx: Database, upload: { itemId: number; photo: string; imageUrl: string; defaultImageUrl: string | null; staffId: number; at: Date }): Promise<void> {
  await tx
    .insert(menuItemPhotos)
    .values({ itemId: upload.itemId, photo: upload.photo, defaultImageUrl: upload.defaultImageUrl, uploadedBy: upload.staffId, uploadedAt: upload.at })
    .onConflictDoUpdate({ target: menuItemPhotos.itemId, set: { photo: upload.photo, uploadedBy: upload.staffId, uploadedAt: upload.at } });
  await tx.update(items).set({ imageUrl: upload.imageUrl }).where(eq(items.id, upload.itemId));
}

/** The item shows its default picture again. */
export async function removeItemPhoto(tx: Database, itemId: number, defaultImageUrl: string | null): Promise<void> {
  await tx.delete(menuItemPhotos).where(eq(menuItemPhotos.itemId, itemId));
  await tx.update(items).set({ imageUrl: defaultImageUrl }).where(eq(items.id, itemId));
}

/** How many items show the photo `photo`. */
export async function photoUses(db: Database, photo: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(menuItemPhotos).where(eq(menuItemPhotos.photo, photo));
  return Number(row?.n ?? 0);
}
