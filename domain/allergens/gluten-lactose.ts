/**
 * Brazil's statements beside the allergens: Law 10.674/2003 has every food say "CONTÉM GLÚTEN"
 * or "NÃO CONTÉM GLÚTEN", and ANVISA RDC 136/2017 has a food with lactose (over 100 mg per
 * 100 g) say "CONTÉM LACTOSE". The menu data names the ingredients (allergens.ts), not a lactose
 * measure, so what contains milk says it contains lactose: the warning is never missing.
 *
 * `contains`: what the item (or the combination chosen) contains; `someChoicesAdd`: what other
 * choices could add, or 'unknown' where the choices are not at hand (a menu card). "Gluten-free"
 * is said only of what no choice can add gluten to, and an item that has gluten only through some
 * choices says nothing of gluten until those are chosen (the item page's statement follows the
 * choices).
 */
import type { CountryCode } from '@/domain/markets';
import type { AllergenId } from './allergens';

export type GlutenLactoseStatement = 'containsGluten' | 'glutenFree' | 'containsLactose';

/** The cereals with gluten Law 10.674 is about: wheat, rye, barley, oats and their hybrids (a class: `gluten`). */
const GLUTEN_SOURCES: ReadonlySet<AllergenId> = new Set(['wheat', 'gluten', 'barley', 'rye', 'oats']);

/** Markets whose menus carry these statements. */
const STATED_IN: ReadonlySet<CountryCode> = new Set(['BR']);

export function statesGlutenAndLactose(country: CountryCode): boolean {
  return STATED_IN.has(country);
}

export function glutenLactoseStatements(contains: readonly AllergenId[], someChoicesAdd: readonly AllergenId[] | 'unknown' = []): GlutenLactoseStatement[] {
  const hasGluten = (ids: readonly AllergenId[]) => ids.some((id) => GLUTEN_SOURCES.has(id));
  const statements: GlutenLactoseStatement[] = [];
  if (hasGluten(contains)) statements.push('containsGluten');
  else if (someChoicesAdd !== 'unknown' && !hasGluten(someChoicesAdd)) statements.push('glutenFree');
  if (contains.includes('milk')) statements.push('containsLactose');
  return statements;
}
