/**
 * Allergenic ingredients: every ingredient some market's labelling names, the one vocabulary the
 * menu data uses. An item or option lists the ingredients it contains by these ids once; what a
 * diner sees is derived from them by the market's label set (label-sets.ts): pork is 豚肉 in
 * Japan and nothing in the US, shrimp is a crustacean in the US and えび in Japan.
 *
 * Most ids name one ingredient. Five name a class without saying which member it is: `fish`,
 * `crustaceans`, `molluscs`, `tree-nuts` and `gluten` (a cereal with gluten other than wheat or
 * buckwheat). A market that names members apart labels such an entry with every member it names,
 * so a diner there is never left unwarned; naming the ingredient itself labels it exactly.
 */
export const ALLERGEN_IDS = [
  'milk',
  'eggs',
  'fish',
  'anchovy',
  'salmon',
  'salmon-roe',
  'mackerel',
  'crustaceans',
  'shrimp',
  'crab',
  'molluscs',
  'squid',
  'abalone',
  'tree-nuts',
  'almond',
  'brazil-nut',
  'cashew',
  'chestnut',
  'hazelnut',
  'macadamia',
  'pecan',
  'pine-nut',
  'pistachio',
  'walnut',
  'peanuts',
  'wheat',
  'gluten',
  'barley',
  'rye',
  'oats',
  'buckwheat',
  'soy',
  'sesame',
  'mustard',
  'sulphites',
  'celery',
  'lupin',
  'beef',
  'pork',
  'chicken',
  'gelatin',
  'banana',
  'apple',
  'orange',
  'kiwi',
  'peach',
  'yam',
  'latex',
] as const;

export type AllergenId = (typeof ALLERGEN_IDS)[number];

export function isAllergenId(value: unknown): value is AllergenId {
  return typeof value === 'string' && (ALLERGEN_IDS as readonly string[]).includes(value);
}

/** The ingredients in vocabulary order, each once: the order every list is shown in. */
export function sortAllergens(ids: Iterable<AllergenId>): AllergenId[] {
  const set = new Set(ids);
  return ALLERGEN_IDS.filter((id) => set.has(id));
}
