/**
 * How each labelling regime names allergens. A label covers one or more superset allergens: the EU's
 * "cereals containing gluten" covers wheat and the other gluten cereals, Canada's "crustaceans and
 * molluscs" covers both. A label's text is `allergens.label.<id>` in locales/.
 *  - us: the 9 major food allergens (FALCPR and FASTER Act);
 *  - ca: Canada's priority allergens, with wheat and gluten sources named apart;
 *  - eu: the 14 allergens of Regulation (EU) No 1169/2011, Annex II.
 */
import { sortAllergens, type AllergenId } from './allergens';

export type LabelSetId = 'us' | 'ca' | 'eu';
export type AllergenLabelId = AllergenId | 'cereals-gluten' | 'crustaceans-molluscs';
export type AllergenLabel = { id: AllergenLabelId; covers: readonly AllergenId[] };

const own = (id: AllergenId): AllergenLabel => ({ id, covers: [id] });

export const LABEL_SETS: Record<LabelSetId, readonly AllergenLabel[]> = {
  us: ['milk', 'eggs', 'fish', 'crustaceans', 'tree-nuts', 'peanuts', 'wheat', 'soy', 'sesame'].map((id) => own(id as AllergenId)),
  ca: [
    own('milk'),
    own('eggs'),
    own('fish'),
    { id: 'crustaceans-molluscs', covers: ['crustaceans', 'molluscs'] },
    own('tree-nuts'),
    own('peanuts'),
    own('wheat'),
    { id: 'gluten', covers: ['wheat', 'gluten'] },
    own('soy'),
    own('sesame'),
    own('mustard'),
    own('sulphites'),
  ],
  eu: [
    { id: 'cereals-gluten', covers: ['wheat', 'gluten'] },
    own('crustaceans'),
    own('eggs'),
    own('fish'),
    own('peanuts'),
    own('soy'),
    own('milk'),
    own('tree-nuts'),
    own('celery'),
    own('mustard'),
    own('sesame'),
    own('sulphites'),
    own('lupin'),
    own('molluscs'),
  ],
};

/** The labels of `set` that a list of allergens shows, in the set's order. */
export function labelsFor(set: LabelSetId, allergens: readonly AllergenId[]): AllergenLabel[] {
  const present = new Set(allergens);
  return LABEL_SETS[set].filter((label) => label.covers.some((id) => present.has(id)));
}

/** The superset allergens behind some labels of `set`; ids the set does not know are ignored. */
export function allergensOfLabels(set: LabelSetId, labelIds: readonly string[]): AllergenId[] {
  const wanted = new Set(labelIds);
  return sortAllergens(LABEL_SETS[set].filter((label) => wanted.has(label.id)).flatMap((label) => label.covers));
}

/** Label ids of `set` read from outside (a query, storage): known ones only, each once, in the set's order. */
export function parseLabelIds(set: LabelSetId, values: readonly string[]): AllergenLabelId[] {
  const wanted = new Set(values.map((value) => value.trim().toLowerCase()));
  return LABEL_SETS[set].filter((label) => wanted.has(label.id)).map((label) => label.id);
}
