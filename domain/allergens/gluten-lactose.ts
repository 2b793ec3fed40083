/**
 * Brazil's statements beside the allergens: Law 10.674/2003 has every food say "CONTÉM GLÚTEN"
 * or "NÃO CONTÉM GLÚTEN", and ANVISA RDC 136/2017 has a food with lactose (over 100 mg per
 * 100 g) say "CONTÉM LACTOSE".
 *
 * Lactose is a measure, not an ingredient: a milk-derived item may have none (an aged cheese, a
 * lactose-free milk), so an item declares its own lactose (`containsLactose`, options aside), and
 * lactose can only come with milk. An option declares none of its own, so an option with milk
 * counts as bringing lactose: the warning is never missing.
 *
 * `contains`: what the item (or the combination chosen) contains; `someChoicesAdd`: what other
 * choices could add, or 'unknown' where the choices are not at hand (a menu card); `lactose`:
 * whether it (or the combination chosen) has lactose. "Gluten-free" is said only of what no choice
 * can add gluten to, and an item that has gluten only through some choices says nothing of gluten
 * until those are chosen (the item page's statement follows the choices).
 */
import type { CountryCode } from '@/domain/markets';
import type { AllergenId } from './allergens';
import { unavoidableAllergens, type AllergenGroup } from './resolution';

export type GlutenLactoseStatement = 'containsGluten' | 'glutenFree' | 'containsLactose';

/** The cereals with gluten Law 10.674 is about: wheat, rye, barley, oats and their hybrids (a class: `gluten`). */
const GLUTEN_SOURCES: ReadonlySet<AllergenId> = new Set(['wheat', 'gluten', 'barley', 'rye', 'oats']);

/** Markets whose menus carry these statements. */
const STATED_IN: ReadonlySet<CountryCode> = new Set(['BR']);

export function statesGlutenAndLactose(country: CountryCode): boolean {
  return STATED_IN.has(country);
}

export type GlutenLactoseFacts = { contains: readonly AllergenId[]; someChoicesAdd: readonly AllergenId[] | 'unknown'; lactose: boolean };

export function glutenLactoseStatements({ contains, someChoicesAdd, lactose }: GlutenLactoseFacts): GlutenLactoseStatement[] {
  const hasGluten = (ids: readonly AllergenId[]) => ids.some((id) => GLUTEN_SOURCES.has(id));
  const statements: GlutenLactoseStatement[] = [];
  if (hasGluten(contains)) statements.push('containsGluten');
  else if (someChoicesAdd !== 'unknown' && !hasGluten(someChoicesAdd)) statements.push('glutenFree');
  if (lactose) statements.push('containsLactose');
  return statements;
}

type LactoseOption = { id: number; allergens: readonly AllergenId[] };
export type LactoseItem = { containsLactose: boolean; optionGroups: readonly (AllergenGroup & { options: readonly LactoseOption[] })[] };

/** Whether the item with the options chosen has lactose: its own, or a chosen option's milk. */
export function lactoseWithOptions(item: LactoseItem, chosenOptionIds: readonly number[]): boolean {
  const chosen = new Set(chosenOptionIds);
  return item.containsLactose || item.optionGroups.some((group) => group.options.some((option) => chosen.has(option.id) && option.allergens.includes('milk')));
}

/** Whether every order of the item has lactose: its own, or milk that its required choices cannot avoid. */
export function unavoidableLactose(item: LactoseItem): boolean {
  return item.containsLactose || unavoidableAllergens({ allergens: [], optionGroups: item.optionGroups }).includes('milk');
}

/** Lactose comes from milk only: an item declared with lactose lists milk among its ingredients. */
export function lactoseWithoutMilk(allergens: readonly AllergenId[], containsLactose: boolean): boolean {
  return containsLactose && !allergens.includes('milk');
}
