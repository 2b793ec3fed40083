/**
 * `menu_item_photos`: the photo a brand admin uploaded for an item. The item's `image_url` then
 * names the photo's renditions (domain/wire/staff-menu-photos.ts), so every read of the item (the
 * menu, its page, the cart, Menu At A Glance) shows it and the menu read's version counts the
 * change; `default_image_url` keeps the picture the item had before, which removing the photo
 * puts back. `photo` is the content-addressed name of the stored renditions.
 */
import { integer, pgTable, varchar, index } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { items } from './catalog';
import { staffAccounts } from './staff';

export const menuItemPhotos = pgTable(
  'menu_item_photos',
  {
    itemId: integer('item_id').primaryKey().references(() => items.id),
    photo: varchar('photo', { length: 24 }).notNull(),
    defaultImageUrl: varchar('default_image_url', { length: 300 }),
    uploadedBy: integer('uploaded_by').references(() => staffAccounts.id),
    uploadedAt: instant('uploaded_at').notNull(),
  },
  (t) => [index('menu_item_photos_photo').on(t.photo)],
);
