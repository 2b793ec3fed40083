/**
 * Option-group rows of many items → each item's groups as domain/ rules judge them: which
 * allergens no order avoids, and what a one-tap add takes.
 */
import type { AllergenGroup } from '@/domain/allergens/resolution';
import type { AllergenId } from '@/domain/allergens/allergens';
import type { QuickAddGroup } from '@/domain/ordering/quick-add';

export type AllergenGroupRow = {
  itemId: number;
  groupId: number;
  minChoices: number;
  maxChoices: number;
  optionId: number | null;
  isDefault: boolean | null;
  allergens: AllergenId[] | null;
};

/** An item's option group as a list judges it. */
export type ListedGroup = AllergenGroup &
  QuickAddGroup & { options: { id: number; isDefault: boolean; allergens: AllergenId[] }[] };

export function allergenGroupsByItem(rows: readonly AllergenGroupRow[]): Map<number, ListedGroup[]> {
  const groups = new Map<number, ListedGroup & { itemId: number }>();
  for (const row of rows) {
    const group = groups.get(row.groupId) ?? { itemId: row.itemId, minChoices: row.minChoices, maxChoices: row.maxChoices, options: [] };
    if (row.optionId !== null) group.options.push({ id: row.optionId, isDefault: row.isDefault ?? false, allergens: row.allergens ?? [] });
    groups.set(row.groupId, group);
  }
  const byItem = new Map<number, ListedGroup[]>();
  for (const { itemId, ...group } of groups.values()) byItem.set(itemId, [...(byItem.get(itemId) ?? []), group]);
  return byItem;
}
