/**
 * Option groups and options. They have no unique key in the schema, so the natural key is
 * (item, group title) and (group, option title): rows already there are left as they are.
 */
import { inArray } from 'drizzle-orm';
import { optionGroups, options } from '@/server/db/schema';
import { catalogItems } from './catalog';
import { chunk, idOf } from './rows';
import { ES_MX_CHOICES } from '@/content/menus/es-mx';
import { PT_BR_CHOICES } from '@/content/menus/pt-br';
import { translations } from './text';
import type { OptionGroupSeed } from '@/content/menus/types';
import type { SeedDb } from './types';

type GroupOf = { itemId: number; group: OptionGroupSeed; sortOrder: number };

async function loadGroups(tx: SeedDb, itemIds: Map<string, number>): Promise<{ wanted: GroupOf[]; groupIds: Map<string, number> }> {
  const wanted = catalogItems().flatMap(({ item }) =>
    (item.optionGroups ?? []).map((group, index) => ({ itemId: idOf(itemIds, item.slug, 'item'), group, sortOrder: index + 1 })),
  );
  const findGroups = async () => {
    const rows = await tx
      .select({ id: optionGroups.id, itemId: optionGroups.itemId, title: optionGroups.title })
      .from(optionGroups)
      .where(inArray(optionGroups.itemId, [...itemIds.values()]));
    return new Map(rows.map((row) => [`${row.itemId}/${row.title}`, row.id]));
  };
  const existing = await findGroups();
  const missing = wanted.filter(({ itemId, group }) => !existing.has(`${itemId}/${group.title}`));
  for (const batch of chunk(missing, 200)) {
    await tx.insert(optionGroups).values(
      batch.map(({ itemId, group, sortOrder }) => ({
        itemId,
        title: group.title,
        translations: translations({ es: ES_MX_CHOICES[group.title], pt: PT_BR_CHOICES[group.title], ...group }),
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
        sortOrder,
      })),
    );
  }
  return { wanted, groupIds: missing.length ? await findGroups() : existing };
}

export async function loadOptions(tx: SeedDb, itemIds: Map<string, number>): Promise<void> {
  const { wanted, groupIds } = await loadGroups(tx, itemIds);
  const existingRows = await tx
    .select({ groupId: options.groupId, title: options.title })
    .from(options)
    .where(inArray(options.groupId, [...groupIds.values()]));
  const existing = new Set(existingRows.map((row) => `${row.groupId}/${row.title}`));
  const rows = wanted.flatMap(({ itemId, group }) => {
    const groupId = idOf(groupIds, `${itemId}/${group.title}`, 'option group');
    return group.options
      .map((option, index) => ({
        groupId,
        title: option.title,
        translations: translations({ es: ES_MX_CHOICES[option.title], pt: PT_BR_CHOICES[option.title], ...option }),
        priceDelta: option.priceDelta ?? '0.00',
        isDefault: option.isDefault ?? false,
        sortOrder: index + 1,
      }))
      .filter((row) => !existing.has(`${row.groupId}/${row.title}`));
  });
  for (const batch of chunk(rows, 500)) await tx.insert(options).values(batch);
}
