/**
 * Food allergens: one superset every market's labels are drawn from. An item or option lists the
 * allergens it contains by these ids; what a diner sees is the market's label set (label-sets.ts).
 * `gluten` means cereals containing gluten other than wheat (barley, rye, oats); wheat is its own id
 * because the US and Canada name it on its own.
 */
export const ALLERGEN_IDS = [
  'milk',
  'eggs',
  'fish',
  'crustaceans',
  'molluscs',
  'tree-nuts',
  'peanuts',
  'wheat',
  'gluten',
  'soy',
  'sesame',
  'mustard',
  'sulphites',
  'celery',
  'lupin',
] as const;

export type AllergenId = (typeof ALLERGEN_IDS)[number];

export function isAllergenId(value: unknown): value is AllergenId {
  return typeof value === 'string' && (ALLERGEN_IDS as readonly string[]).includes(value);
}

/** The allergens in superset order, each once: the order every list is shown in. */
export function sortAllergens(ids: Iterable<AllergenId>): AllergenId[] {
  const set = new Set(ids);
  return ALLERGEN_IDS.filter((id) => set.has(id));
}
