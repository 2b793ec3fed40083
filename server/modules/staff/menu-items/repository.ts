/**
 * The menu editing screen's rows: a brand's menus (categories), their sections (subcategories),
 * items and option groups (archived ones left out), the writes of each change, and the stores'
 * assortment an item listed in a subcategory joins (sold at its base price where a store offers
 * that menu). Deletes are in ./delete-repository.ts.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { AllergenId } from '@/domain/allergens/allergens';
import {
  countries,
  items,
  locationItems,
  locationMenus,
  locations,
  menus,
  optionGroups,
  options,
  orderItemOptions,
  sectionItems,
  sections,
  type Translations,
} from '@/server/db/schema';

/** The locales of the markets the brand has stores in. */
export async function brandLocales(db: Database, brandId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ locales: countries.locales })
    .from(locations)
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(eq(locations.brandId, brandId));
  return rows.flatMap((row) => row.locales);
}

export function brandMenus(db: Database, brandId: number) {
  return db
    .select({ id: menus.id, categoryId: menus.categoryId, slug: menus.slug, title: menus.title, translations: menus.translations, sortOrder: menus.sortOrder })
    .from(menus)
    .where(eq(menus.brandId, brandId))
    .orderBy(asc(menus.sortOrder), asc(menus.id));
}

export function brandSections(db: Database, brandId: number) {
  return db
    .select({ id: sections.id, menuId: sections.menuId, slug: sections.slug, title: sections.title, translations: sections.translations, sortOrder: sections.sortOrder })
    .from(sections)
    .innerJoin(menus, eq(menus.id, sections.menuId))
    .where(eq(menus.brandId, brandId))
    .orderBy(asc(sections.sortOrder), asc(sections.id));
}

export function brandListings(db: Database, brandId: number) {
  return db
    .select({ sectionId: sectionItems.sectionId, itemId: sectionItems.itemId, sortOrder: sectionItems.sortOrder })
    .from(sectionItems)
    .innerJoin(items, eq(items.id, sectionItems.itemId))
    .where(eq(items.brandId, brandId))
    .orderBy(asc(sectionItems.sortOrder), asc(sectionItems.itemId));
}

export function brandItems(db: Database, brandId: number) {
  return db
    .select({ id: items.id, title: items.title, calories: items.calories })
    .from(items)
    .where(and(eq(items.brandId, brandId), isNull(items.archivedAt)))
    .orderBy(asc(items.title), asc(items.id));
}

export async function menuOfBrand(db: Database, brandId: number, menuId: number) {
  const [row] = await db.select().from(menus).where(and(eq(menus.id, menuId), eq(menus.brandId, brandId))).limit(1);
  return row;
}

export async function sectionOfBrand(db: Database, brandId: number, sectionId: number) {
  const [row] = await db
    .select({ id: sections.id, menuId: sections.menuId, slug: sections.slug, title: sections.title, translations: sections.translations, sortOrder: sections.sortOrder })
    .from(sections)
    .innerJoin(menus, eq(menus.id, sections.menuId))
    .where(and(eq(sections.id, sectionId), eq(menus.brandId, brandId)))
    .limit(1);
  return row;
}

export async function itemOfBrand(db: Database, brandId: number, itemId: number) {
  const [row] = await db.select().from(items).where(and(eq(items.id, itemId), eq(items.brandId, brandId), isNull(items.archivedAt))).limit(1);
  return row;
}

export type ItemRow = NonNullable<Awaited<ReturnType<typeof itemOfBrand>>>;

export async function sectionIdsOf(db: Database, itemId: number): Promise<number[]> {
  const rows = await db.select({ sectionId: sectionItems.sectionId }).from(sectionItems).where(eq(sectionItems.itemId, itemId)).orderBy(asc(sectionItems.sectionId));
  return rows.map((row) => row.sectionId);
}

export async function groupsOf(db: Database, itemId: number) {
  const groups = await db
    .select()
    .from(optionGroups)
    .where(and(eq(optionGroups.itemId, itemId), isNull(optionGroups.archivedAt)))
    .orderBy(asc(optionGroups.sortOrder), asc(optionGroups.id));
  const ids = groups.map((group) => group.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(options)
          .where(and(inArray(options.groupId, ids), isNull(options.archivedAt)))
          .orderBy(asc(options.sortOrder), asc(options.id));
  return groups.map((group) => ({ ...group, options: rows.filter((row) => row.groupId === group.id) }));
}

export type GroupRows = Awaited<ReturnType<typeof groupsOf>>;

/** Slugs already used by the brand's menus, a menu's sections, or the brand's items. */
export async function takenSlugs(db: Database, scope: { kind: 'menu'; brandId: number } | { kind: 'section'; menuId: number } | { kind: 'item'; brandId: number }): Promise<Set<string>> {
  const rows =
    scope.kind === 'menu'
      ? await db.select({ slug: menus.slug }).from(menus).where(eq(menus.brandId, scope.brandId))
      : scope.kind === 'section'
        ? await db.select({ slug: sections.slug }).from(sections).where(eq(sections.menuId, scope.menuId))
        : await db.select({ slug: items.slug }).from(items).where(eq(items.brandId, scope.brandId));
  return new Set(rows.map((row) => row.slug));
}

type Texts = { title: string; translations: Translations; sortOrder: number };

export async function insertMenu(tx: Database, row: Texts & { brandId: number; slug: string; categoryId: number }): Promise<number> {
  const [created] = await tx.insert(menus).values(row).returning({ id: menus.id });
  return created!.id;
}

export async function updateMenu(tx: Database, menuId: number, row: Texts): Promise<void> {
  await tx.update(menus).set(row).where(eq(menus.id, menuId));
}

export async function insertSection(tx: Database, row: Texts & { menuId: number; slug: string }): Promise<number> {
  const [created] = await tx.insert(sections).values(row).returning({ id: sections.id });
  return created!.id;
}

export async function updateSection(tx: Database, sectionId: number, row: Texts): Promise<void> {
  await tx.update(sections).set(row).where(eq(sections.id, sectionId));
}

type ItemFacts = {
  title: string;
  description: string;
  translations: Translations;
  calories: number | null;
  allergens: ItemRow['allergens'];
  containsLactose: boolean;
  unit: string;
  minQuantity: number;
  isHoliday: boolean;
  /** Left out: unchanged (the column's default for a new item). */
  makeMinutes?: number;
};

export async function insertItem(tx: Database, row: ItemFacts & { brandId: number; slug: string; basePrice: string }): Promise<number> {
  const [created] = await tx.insert(items).values(row).returning({ id: items.id });
  return created!.id;
}

export async function updateItem(tx: Database, itemId: number, row: ItemFacts): Promise<void> {
  await tx.update(items).set(row).where(eq(items.id, itemId));
}

/** Lists the item in exactly `sectionIds`: kept listings keep their place, new ones go last. */
export async function setItemSections(tx: Database, itemId: number, sectionIds: readonly number[]): Promise<void> {
  const current = await sectionIdsOf(tx, itemId);
  const gone = current.filter((id) => !sectionIds.includes(id));
  if (gone.length > 0) await tx.delete(sectionItems).where(and(eq(sectionItems.itemId, itemId), inArray(sectionItems.sectionId, gone)));
  for (const sectionId of sectionIds.filter((id) => !current.includes(id))) {
    const rows = await tx.select({ sortOrder: sectionItems.sortOrder }).from(sectionItems).where(eq(sectionItems.sectionId, sectionId));
    const next = rows.reduce((max, row) => Math.max(max, row.sortOrder), 0) + 1;
    await tx.insert(sectionItems).values({ sectionId, itemId, sortOrder: next });
  }
}

/** Every store offering a menu the item is listed in sells it (at its base price) unless it already has it in its assortment. */
export async function joinAssortments(tx: Database, itemId: number): Promise<void> {
  const stores = await tx
    .selectDistinct({ locationId: locationMenus.locationId })
    .from(sectionItems)
    .innerJoin(sections, eq(sections.id, sectionItems.sectionId))
    .innerJoin(locationMenus, eq(locationMenus.menuId, sections.menuId))
    .where(eq(sectionItems.itemId, itemId));
  if (stores.length === 0) return;
  await tx
    .insert(locationItems)
    .values(stores.map((store) => ({ locationId: store.locationId, itemId, price: null })))
    .onConflictDoNothing();
}

/** Which of `optionIds` diners' order lines hold. */
export async function orderedOptionIds(tx: Database, optionIds: readonly number[]): Promise<Set<number>> {
  if (optionIds.length === 0) return new Set();
  const rows = await tx.selectDistinct({ optionId: orderItemOptions.optionId }).from(orderItemOptions).where(inArray(orderItemOptions.optionId, [...optionIds]));
  return new Set(rows.map((row) => row.optionId));
}

export type GroupWrite = { id: number | null; title: string; translations: Translations; minChoices: number; maxChoices: number; sortOrder: number };
export type OptionWrite = { id: number | null; title: string; translations: Translations; priceDelta: string; isDefault: boolean; calories: number | null; allergens: AllergenId[]; sortOrder: number };

export async function deleteOptions(tx: Database, optionIds: readonly number[]): Promise<void> {
  if (optionIds.length > 0) await tx.delete(options).where(inArray(options.id, [...optionIds]));
}

export async function archiveOptions(tx: Database, optionIds: readonly number[], at: Date): Promise<void> {
  if (optionIds.length > 0) await tx.update(options).set({ archivedAt: at, isDefault: false }).where(inArray(options.id, [...optionIds]));
}

/** Deletes each group, or archives it when options of it stay (archived, for the orders holding them). */
export async function removeGroups(tx: Database, groupIds: readonly number[], at: Date): Promise<void> {
  for (const groupId of groupIds) {
    const [kept] = await tx.select({ id: options.id }).from(options).where(eq(options.groupId, groupId)).limit(1);
    if (kept) await tx.update(optionGroups).set({ archivedAt: at }).where(eq(optionGroups.id, groupId));
    else await tx.delete(optionGroups).where(eq(optionGroups.id, groupId));
  }
}

/** Writes the group (new when its id is null) and answers its id. */
export async function writeGroup(tx: Database, itemId: number, group: GroupWrite): Promise<number> {
  const { id, ...fields } = group;
  if (id !== null) {
    await tx.update(optionGroups).set(fields).where(eq(optionGroups.id, id));
    return id;
  }
  const [created] = await tx.insert(optionGroups).values({ ...fields, itemId }).returning({ id: optionGroups.id });
  return created!.id;
}

export async function writeOption(tx: Database, groupId: number, option: OptionWrite): Promise<void> {
  const { id, ...fields } = option;
  if (id !== null) await tx.update(options).set({ ...fields, groupId }).where(eq(options.id, id));
  else await tx.insert(options).values({ ...fields, groupId });
}
