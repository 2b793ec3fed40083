/** Option-group rows of many items → each item's groups as domain/allergens judges them. */
import type { AllergenGroup } from '@/domain/allergens/resolution';
import type { AllergenId } from '@/domain/allergens/allergens';

export type AllergenGroupRow = { itemId: number; groupId: number; minChoices: number; optionId: number | null; allergens: AllergenId[] | null };

export function allergenGroupsByItem(rows: readonly AllergenGroupRow[]): Map<number, AllergenGroup[]> {
  const groups = new Map<number, { itemId: number; minChoices: number; options: { id: number; allergens: AllergenId[] }[] }>();
  for (const row of rows) {
    const group = groups.get(row.groupId) ?? { itemId: row.itemId, minChoices: row.minChoices, options: [] };
    if (row.optionId !== null) group.options.push({ id: row.optionId, allergens: row.allergens ?? [] });
    groups.set(row.groupId, group);
  }
  const byItem = new Map<number, AllergenGroup[]>();
  for (const { itemId, ...group } of groups.values()) byItem.set(itemId, [...(byItem.get(itemId) ?? []), group]);
  return byItem;
}
