/**
 * An item's allergens with its options: what a chosen combination contains, and whether the
 * item can be ordered without an allergen at all.
 */
import { sortAllergens, type AllergenId } from './allergens';

type AllergenOption = { id: number; allergens: readonly AllergenId[] };
export type AllergenGroup = { minChoices: number; options: readonly AllergenOption[] };
export type AllergenItem = { allergens: readonly AllergenId[]; optionGroups: readonly AllergenGroup[] };

/** The item's own allergens plus those of every chosen option. */
export function allergensWithOptions(item: AllergenItem, chosenOptionIds: readonly number[]): AllergenId[] {
  const chosen = new Set(chosenOptionIds);
  const fromOptions = item.optionGroups.flatMap((group) => group.options.filter((option) => chosen.has(option.id)).flatMap((option) => option.allergens));
  return sortAllergens([...item.allergens, ...fromOptions]);
}

/**
 * Allergens no order of the item can avoid: its own, and any allergen of a required group that
 * leaves fewer choices free of it than the group asks for (a "choose 2" group needs two).
 */
export function unavoidableAllergens(item: AllergenItem): AllergenId[] {
  const forced = item.optionGroups
    .filter((group) => group.minChoices > 0)
    .flatMap((group) => {
      const present = new Set(group.options.flatMap((option) => option.allergens));
      return [...present].filter((id) => group.options.filter((option) => !option.allergens.includes(id)).length < group.minChoices);
    });
  return sortAllergens([...item.allergens, ...forced]);
}

/** Allergens only some choices bring: present in an option but avoidable. */
export function optionalAllergens(item: AllergenItem): AllergenId[] {
  const unavoidable = new Set(unavoidableAllergens(item));
  return sortAllergens(item.optionGroups.flatMap((group) => group.options.flatMap((option) => option.allergens)).filter((id) => !unavoidable.has(id)));
}

/** Whether the item can be ordered free of every allergen in `avoid`. */
export function canOrderWithout(unavoidable: readonly AllergenId[], avoid: readonly AllergenId[]): boolean {
  const set = new Set(unavoidable);
  return avoid.every((id) => !set.has(id));
}
