/**
 * Deleting from the brand's menus (brand admins, their brand's rows; 404 otherwise):
 * - a category once it has no subcategory, a subcategory once it lists no item (409 naming what is
 *   left), so nothing is taken off a menu by surprise; stores stop offering a deleted category;
 * - an item at once, off every menu and store: deleted for good when no order (open carts
 *   included) or reward names it, archived otherwise, so those orders, carts and receipts keep
 *   showing what was bought (a cart holding it is told at its next load, orders/presenter.ts).
 * Each delete is one transaction with its audit row (the row before, and the outcome).
 */
import type { WireMenuDeletion } from '@/domain/wire/staff-menu-items';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import * as removal from './delete-repository';
import * as menu from './repository';
import { assertAdmin, audit, menuTree, refusal, type MenuItemsDeps } from './service';

export async function deleteCategory(deps: MenuItemsDeps, caller: StaffCaller, staff: StaffIdentity, categoryId: number): Promise<WireMenuDeletion> {
  assertAdmin(staff);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await menu.menuOfBrand(tx, staff.brandId, categoryId);
    if (!current) throw refusal(404, 'categoryNotFound', { categoryId });
    const left = await removal.sectionCount(tx, categoryId);
    if (left > 0) throw refusal(409, 'categoryNotEmpty', { category: current.title, count: left });
    await removal.deleteMenu(tx, categoryId);
    const before = { title: current.title, slug: current.slug, menuType: current.categoryId, translations: current.translations, sortOrder: current.sortOrder };
    await recordAudit(tx, audit(caller, staff, now, { action: 'menu-category-delete', subjectType: 'menu-category', subjectId: String(categoryId), before, after: { outcome: 'deleted' } }));
  });
  return { outcome: 'deleted', tree: await menuTree(deps.db, staff) };
}

export async function deleteSubcategory(deps: MenuItemsDeps, caller: StaffCaller, staff: StaffIdentity, subcategoryId: number): Promise<WireMenuDeletion> {
  assertAdmin(staff);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await menu.sectionOfBrand(tx, staff.brandId, subcategoryId);
    if (!current) throw refusal(404, 'subcategoryNotFound', { subcategoryId });
    const left = await removal.listingCount(tx, subcategoryId);
    if (left > 0) throw refusal(409, 'subcategoryNotEmpty', { subcategory: current.title, count: left });
    await removal.deleteSection(tx, subcategoryId);
    const before = { title: current.title, slug: current.slug, categoryId: current.menuId, translations: current.translations, sortOrder: current.sortOrder };
    await recordAudit(tx, audit(caller, staff, now, { action: 'menu-subcategory-delete', subjectType: 'menu-subcategory', subjectId: String(subcategoryId), before, after: { outcome: 'deleted' } }));
  });
  return { outcome: 'deleted', tree: await menuTree(deps.db, staff) };
}

export async function deleteItem(deps: MenuItemsDeps, caller: StaffCaller, staff: StaffIdentity, itemId: number): Promise<WireMenuDeletion> {
  assertAdmin(staff);
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const current = await menu.itemOfBrand(tx, staff.brandId, itemId);
    if (!current) throw refusal(404, 'itemNotFound', { itemId });
    const subcategoryIds = await menu.sectionIdsOf(tx, itemId);
    const kept = await removal.isItemReferenced(tx, itemId);
    if (kept) await removal.archiveItem(tx, itemId, now);
    else await removal.deleteItem(tx, itemId);
    const result: WireMenuDeletion['outcome'] = kept ? 'archived' : 'deleted';
    const before = { title: current.title, slug: current.slug, basePrice: current.basePrice, subcategoryIds };
    await recordAudit(tx, audit(caller, staff, now, { action: 'menu-item-delete', subjectType: 'menu-item', subjectId: String(itemId), before, after: { outcome: result } }));
    return result;
  });
  return { outcome, tree: await menuTree(deps.db, staff) };
}
