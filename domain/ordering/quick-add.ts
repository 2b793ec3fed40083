/**
 * One tap on a menu adds an item only when the diner has nothing to decide: no option group of it
 * asks for a choice. The line then takes each group's default options, never more than the
 * group's maximum, as the item page preselects them.
 */
export type QuickAddGroup = { minChoices: number; maxChoices: number; options: readonly { id: number; isDefault: boolean }[] };

/** The options a one-tap add sends, or null when a group requires a choice (the diner opens the item). */
export function quickAddOptionIds(groups: readonly QuickAddGroup[]): number[] | null {
  if (groups.some((group) => group.minChoices > 0)) return null;
  return groups.flatMap((group) =>
    group.options
      .filter((option) => option.isDefault)
      .slice(0, Math.max(group.maxChoices, 0))
      .map((option) => option.id),
  );
}
