/**
 * The menu editing screen (brand admins only, their brand's menus): the menu tree, one item with
 * its option groups, and each change: a category (menu of a type) or subcategory (section) with
 * its titles and order, an item's titles, descriptions, calories, allergens, subcategories and
 * how it is sold (unit, fewest per order, holiday only), and an item's option groups (./option-groups.ts);
 * deletes are in ./deletes.ts. Every change is one transaction with its audit row (before and after).
 * The diners' menu read is versioned by the rows it is made of (server/db/row-versions.ts), so a
 * change written here shows on every API instance's next menu read, with no event to publish.
 */
import { isMakeMinutes, MAKE_LIMITS } from '@/domain/kitchen/make-load';
import { ALLERGEN_IDS, isAllergenId, type AllergenId } from '@/domain/allergens/allergens';
import { lactoseWithoutMilk } from '@/domain/allergens/gluten-lactose';
import { interpolate } from '@/domain/interpolate';
import { menuTextLanguages, type MenuTextLanguage } from '@/domain/menu/text-languages';
import { MENU_EDITING_MESSAGES, menuEditingErrorCode, type MenuEditingMessageName } from '@/domain/menu/menu-editing-messages';
import { caloriesProblem, freeSlug, sellingProblem, slugOf, type MenuProblem } from '@/domain/menu/option-group-rules';
import { toMoneyString } from '@/domain/money';
import type { OrderCategoryId } from '@/domain/ordering/handoffs';
import type {
  WireMenuCategoryRequest,
  WireMenuItem,
  WireMenuItemRequest,
  WireMenuTextRequest,
  WireMenuTree,
  WireNewMenuItemRequest,
} from '@/domain/wire/staff-menu-items';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { ForbiddenError, refusalOfStatus, type HttpError } from '@/server/errors';
import { recordAudit, type AuditEntry } from '../audit';
import type { StaffCaller } from '../deps';
import { presentItem, textsOf, translationsOf } from './presenter';
import * as menu from './repository';

export type MenuItemsDeps = { db: Database; now: () => Date };

export function refusal(status: 400 | 403 | 404 | 409, name: MenuEditingMessageName, params?: Record<string, string | number>): HttpError {
  const message = interpolate(MENU_EDITING_MESSAGES[name], params);
  const detail = { code: menuEditingErrorCode(name), ...(params ? { params } : {}) };
  return status === 403 ? new ForbiddenError(message, detail) : refusalOfStatus(status, message, detail);
}

export const problemRefusal = (problem: MenuProblem) => refusal(400, problem.name, problem.params);

export function assertAdmin(staff: StaffIdentity): void {
  if (staff.role !== 'brand_admin') throw refusal(403, 'adminsOnly');
}

/** The brand's text languages: its languages besides English, and metric English where it has a metric market (domain/menu/text-languages.ts). */
export async function brandLanguages(db: Database, brandId: number): Promise<MenuTextLanguage[]> {
  return menuTextLanguages(await menu.brandLocales(db, brandId));
}

/** The texts, each in one of the brand's text languages and once. */
export function checkedTexts(texts: readonly WireMenuTextRequest[], languages: readonly MenuTextLanguage[]): WireMenuTextRequest[] {
  const seen = new Set<string>();
  for (const text of texts) {
    if (!(languages as readonly string[]).includes(text.locale)) throw refusal(400, 'languageUnknown', { locale: text.locale, languages: languages.join(', ') || '—' });
    if (seen.has(text.locale)) throw refusal(400, 'languageTwice', { locale: text.locale });
    seen.add(text.locale);
  }
  return [...texts];
}

export function checkedTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw refusal(400, 'titleRequired');
  return trimmed;
}

/** Runs `write` in one transaction; a slug another request took at the same moment is a 409, not a 500. */
export async function inTransaction<T>(db: Database, title: string, write: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(409, 'slugTaken', { title });
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

export function audit(caller: StaffCaller, staff: StaffIdentity, at: Date, entry: Pick<AuditEntry, 'action' | 'subjectType' | 'subjectId' | 'before' | 'after'>): AuditEntry {
  return { ...entry, staffId: staff.id, requestId: caller.requestId, clientAddress: caller.ip, at };
}

export async function menuTree(db: Database, staff: StaffIdentity): Promise<WireMenuTree> {
  assertAdmin(staff);
  const languages = await brandLanguages(db, staff.brandId);
  const [menus, sections, listings, items] = [
    await menu.brandMenus(db, staff.brandId),
    await menu.brandSections(db, staff.brandId),
    await menu.brandListings(db, staff.brandId),
    await menu.brandItems(db, staff.brandId),
  ];
  return {
    languages,
    allergens: [...ALLERGEN_IDS],
    categories: menus.map((row) => ({
      id: row.id,
      menuType: row.categoryId as OrderCategoryId,
      title: row.title,
      texts: textsOf(row.translations, languages),
      sortOrder: row.sortOrder,
      subcategories: sections
        .filter((section) => section.menuId === row.id)
        .map((section) => ({
          id: section.id,
          categoryId: row.id,
          title: section.title,
          texts: textsOf(section.translations, languages),
          sortOrder: section.sortOrder,
          itemIds: listings.filter((listing) => listing.sectionId === section.id).map((listing) => listing.itemId),
        })),
    })),
    items,
  };
}

async function requireItem(db: Database, staff: StaffIdentity, itemId: number) {
  const item = await menu.itemOfBrand(db, staff.brandId, itemId);
  if (!item) throw refusal(404, 'itemNotFound', { itemId });
  return item;
}

export async function menuItem(db: Database, staff: StaffIdentity, itemId: number): Promise<WireMenuItem> {
  assertAdmin(staff);
  const item = await requireItem(db, staff, itemId);
  const languages = await brandLanguages(db, staff.brandId);
  return presentItem(item, { subcategoryIds: await menu.sectionIdsOf(db, itemId), groups: await menu.groupsOf(db, itemId) }, languages);
}

/** Allergen ids as sent, each once; one that is not of the allergen list is refused, naming it. */
export function checkedAllergens(sent: readonly string[]): AllergenId[] {
  const unknown = sent.find((allergen) => !isAllergenId(allergen));
  if (unknown !== undefined) throw refusal(400, 'allergenUnknown', { allergen: unknown });
  return [...new Set(sent.filter(isAllergenId))];
}

/**
 * The item's lactose as asked: lactose comes with milk only. Left out, it stays as `was` while the
 * item keeps its milk (a new item: its milk).
 */
export function checkedLactose(allergens: readonly AllergenId[], sent: boolean | undefined, was: boolean | undefined): boolean {
  const hasMilk = allergens.includes('milk');
  if (sent === undefined) return hasMilk && (was ?? true);
  if (lactoseWithoutMilk(allergens, sent)) throw refusal(400, 'lactoseWithoutMilk');
  return sent;
}

/** The item's facts as asked, checked: titles, languages, calories, allergens and subcategories of the brand. */
async function checkedItem(db: Database, staff: StaffIdentity, request: WireMenuItemRequest, languages: readonly MenuTextLanguage[], lactoseWas?: boolean) {
  const title = checkedTitle(request.title);
  const texts = checkedTexts(request.texts, languages);
  const calories = caloriesProblem(request.calories);
  if (calories) throw problemRefusal(calories);
  const selling = sellingProblem(request.unit, request.minQuantity);
  if (selling) throw problemRefusal(selling);
  const make = request.makeMinutes;
  if (make !== undefined && !isMakeMinutes(make)) {
    throw refusal(400, 'makeMinutesInvalid', { max: MAKE_LIMITS.makeMinutes.max });
  }
  const allergens = checkedAllergens(request.allergens);
  const containsLactose = checkedLactose(allergens, request.containsLactose, lactoseWas);
  const subcategoryIds = [...new Set(request.subcategoryIds)];
  if (subcategoryIds.length === 0) throw refusal(400, 'subcategoryRequired');
  for (const subcategoryId of subcategoryIds) {
    if (!(await menu.sectionOfBrand(db, staff.brandId, subcategoryId))) throw refusal(404, 'subcategoryNotFound', { subcategoryId });
  }
  const sold = { unit: request.unit, minQuantity: request.minQuantity, isHoliday: request.isHoliday, ...(make === undefined ? {} : { makeMinutes: make }) };
  return { title, description: request.description.trim(), texts, calories: request.calories, allergens, containsLactose, subcategoryIds, ...sold };
}

type AuditedItem = { title: string; description: string; translations: unknown; calories: number | null; allergens: readonly string[]; containsLactose: boolean; unit: string; minQuantity: number; isHoliday: boolean; makeMinutes?: number };

const itemAudit = (item: AuditedItem, subcategoryIds: number[]) => ({
  title: item.title,
  description: item.description,
  translations: item.translations,
  calories: item.calories,
  allergens: [...item.allergens],
  containsLactose: item.containsLactose,
  unit: item.unit,
  minQuantity: item.minQuantity,
  isHoliday: item.isHoliday,
  ...(item.makeMinutes === undefined ? {} : { makeMinutes: item.makeMinutes }),
  subcategoryIds,
});

const sellingOf = (checked: { unit: string; minQuantity: number; isHoliday: boolean; makeMinutes?: number }) => ({
  unit: checked.unit,
  minQuantity: checked.minQuantity,
  isHoliday: checked.isHoliday,
  ...(checked.makeMinutes === undefined ? {} : { makeMinutes: checked.makeMinutes }),
});

export async function createItem(deps: MenuItemsDeps, caller: StaffCaller, staff: StaffIdentity, request: WireNewMenuItemRequest): Promise<WireMenuItem> {
  assertAdmin(staff);
  const languages = await brandLanguages(deps.db, staff.brandId);
  const checked = await checkedItem(deps.db, staff, request, languages);
  const basePrice = toMoneyString(request.basePrice);
  const now = deps.now();
  const itemId = await inTransaction(deps.db, checked.title, async (tx) => {
    const slug = freeSlug(slugOf(checked.title), await menu.takenSlugs(tx, { kind: 'item', brandId: staff.brandId }));
    const translations = translationsOf({}, checked.texts);
    const id = await menu.insertItem(tx, { brandId: staff.brandId, slug, basePrice, title: checked.title, description: checked.description, translations, calories: checked.calories, allergens: checked.allergens, containsLactose: checked.containsLactose, ...sellingOf(checked) });
    await menu.setItemSections(tx, id, checked.subcategoryIds);
    await menu.joinAssortments(tx, id);
    const after = { ...itemAudit({ ...checked, translations }, checked.subcategoryIds), slug, basePrice };
    await recordAudit(tx, audit(caller, staff, now, { action: 'menu-item-create', subjectType: 'menu-item', subjectId: String(id), before: null, after }));
    return id;
  });
  return menuItem(deps.db, staff, itemId);
}

export async function changeItem(deps: MenuItemsDeps, caller: StaffCaller, staff: StaffIdentity, itemId: number, request: WireMenuItemRequest): Promise<WireMenuItem> {
  assertAdmin(staff);
  const current = await requireItem(deps.db, staff, itemId);
  const languages = await brandLanguages(deps.db, staff.brandId);
  const checked = await checkedItem(deps.db, staff, request, languages, current.containsLactose);
  const now = deps.now();
  await inTransaction(deps.db, checked.title, async (tx) => {
    const item = (await menu.itemOfBrand(tx, staff.brandId, itemId))!;
    const before = itemAudit(item, await menu.sectionIdsOf(tx, itemId));
    const translations = translationsOf(item.translations, checked.texts);
    await menu.updateItem(tx, itemId, { title: checked.title, description: checked.description, translations, calories: checked.calories, allergens: checked.allergens, containsLactose: checked.containsLactose, ...sellingOf(checked) });
    await menu.setItemSections(tx, itemId, checked.subcategoryIds);
    await menu.joinAssortments(tx, itemId);
    const after = itemAudit({ ...checked, translations }, await menu.sectionIdsOf(tx, itemId));
    await recordAudit(tx, audit(caller, staff, now, { action: 'menu-item-change', subjectType: 'menu-item', subjectId: String(itemId), before, after }));
  });
  return menuItem(deps.db, staff, itemId);
}

export type CategoryChange = { request: WireMenuCategoryRequest; languages: MenuTextLanguage[]; title: string };

/** A category's or subcategory's request, checked. */
export async function checkedCategory(db: Database, staff: StaffIdentity, request: WireMenuCategoryRequest): Promise<CategoryChange> {
  assertAdmin(staff);
  const languages = await brandLanguages(db, staff.brandId);
  const title = checkedTitle(request.title);
  checkedTexts(request.texts, languages);
  return { request, languages, title };
}
