/**
 * Categories (a brand's menus) and subcategories (a menu's sections): added with a slug made from
 * the English title (free within the brand, or the menu), or changed: titles and order, the slug
 * kept so the diners' addresses stay. A new category is a menu of the type asked (everyday,
 * catering, holiday …) that no store offers yet (a store's menus are chosen on the Stores screen);
 * its type stays, since carts are made per menu type. Each change is one transaction with its
 * audit row.
 */
import { freeSlug, slugOf } from '@/domain/menu/option-group-rules';
import { ORDER_CATEGORY_IDS } from '@/domain/ordering/handoffs';
import type { WireMenuCategoryRequest, WireMenuTree, WireNewMenuCategoryRequest } from '@/domain/wire/staff-menu-items';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Translations } from '@/server/db/schema';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { translationsOf } from './presenter';
import * as menu from './repository';
import { audit, checkedCategory, inTransaction, menuTree, refusal, type MenuItemsDeps } from './service';

const facts = (row: { title: string; translations: Translations; sortOrder: number }) => ({ title: row.title, translations: row.translations, sortOrder: row.sortOrder });

export async function createCategory(deps: MenuItemsDeps, caller: StaffCaller, staff: StaffIdentity, request: WireNewMenuCategoryRequest): Promise<WireMenuTree> {
  const { title } = await checkedCategory(deps.db, staff, request);
  if (!(ORDER_CATEGORY_IDS as readonly number[]).includes(request.menuType)) throw refusal(400, 'menuTypeUnknown', { menuType: request.menuType });
  const now = deps.now();
  await inTransaction(deps.db, title, async (tx) => {
    const slug = freeSlug(slugOf(title, 'menu'), await menu.takenSlugs(tx, { kind: 'menu', brandId: staff.brandId }));
    const row = { title, translations: translationsOf({}, request.texts), sortOrder: request.sortOrder };
    const id = await menu.insertMenu(tx, { ...row, brandId: staff.brandId, slug, categoryId: request.menuType });
    await recordAudit(tx, audit(caller, staff, now, { action: 'menu-category-create', subjectType: 'menu-category', subjectId: String(id), before: null, after: { ...facts(row), slug, menuType: request.menuType } }));
  });
  return menuTree(deps.db, staff);
}

export async function changeCategory(deps: MenuItemsDeps, caller: StaffCaller, staff: StaffIdentity, categoryId: number, request: WireMenuCategoryRequest): Promise<WireMenuTree> {
  const { title } = await checkedCategory(deps.db, staff, request);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await menu.menuOfBrand(tx, staff.brandId, categoryId);
    if (!current) throw refusal(404, 'categoryNotFound', { categoryId });
    const row = { title, translations: translationsOf(current.translations, request.texts), sortOrder: request.sortOrder };
    await menu.updateMenu(tx, categoryId, row);
    await recordAudit(tx, audit(caller, staff, now, { action: 'menu-category-change', subjectType: 'menu-category', subjectId: String(categoryId), before: facts(current), after: facts(row) }));
  });
  return menuTree(deps.db, staff);
}

export async function createSubcategory(deps: MenuItemsDeps, caller: StaffCaller, staff: StaffIdentity, categoryId: number, request: WireMenuCategoryRequest): Promise<WireMenuTree> {
  const { title } = await checkedCategory(deps.db, staff, request);
  if (!(await menu.menuOfBrand(deps.db, staff.brandId, categoryId))) throw refusal(404, 'categoryNotFound', { categoryId });
  const now = deps.now();
  await inTransaction(deps.db, title, async (tx) => {
    const slug = freeSlug(slugOf(title, 'section'), await menu.takenSlugs(tx, { kind: 'section', menuId: categoryId }));
    const row = { title, translations: translationsOf({}, request.texts), sortOrder: request.sortOrder };
    const id = await menu.insertSection(tx, { ...row, menuId: categoryId, slug });
    await recordAudit(tx, audit(caller, staff, now, { action: 'menu-subcategory-create', subjectType: 'menu-subcategory', subjectId: String(id), before: null, after: { ...facts(row), categoryId, slug } }));
  });
  return menuTree(deps.db, staff);
}

export async function changeSubcategory(deps: MenuItemsDeps, caller: StaffCaller, staff: StaffIdentity, subcategoryId: number, request: WireMenuCategoryRequest): Promise<WireMenuTree> {
  const { title } = await checkedCategory(deps.db, staff, request);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await menu.sectionOfBrand(tx, staff.brandId, subcategoryId);
    if (!current) throw refusal(404, 'subcategoryNotFound', { subcategoryId });
    const row = { title, translations: translationsOf(current.translations, request.texts), sortOrder: request.sortOrder };
    await menu.updateSection(tx, subcategoryId, row);
    await recordAudit(tx, audit(caller, staff, now, { action: 'menu-subcategory-change', subjectType: 'menu-subcategory', subjectId: String(subcategoryId), before: facts(current), after: facts(row) }));
  });
  return menuTree(deps.db, staff);
}
