/**
 * How each labelling regime names allergens, derived from the ingredients an item contains. A
 * label covers one or more ingredients of allergens.ts: the US's "crustacean shellfish" covers
 * shrimp and crab, Japan's えび covers shrimp alone (and an unnamed crustacean, which could be one).
 * A label's text is `allergens.label.<id>` in locales/.
 *  - us: the 9 major food allergens (FALCPA and the FASTER Act);
 *  - ca: Health Canada's priority allergens (crustaceans and molluscs apart, as the Food and Drug
 *    Regulations list them), with gluten sources and added sulphites;
 *  - eu: the 14 of Regulation (EU) No 1169/2011, Annex II;
 *  - jp: the Consumer Affairs Agency's 8 specified ingredients (特定原材料, mandatory) and the 20
 *    it recommends (特定原材料に準ずるもの, since the 2024 revision: macadamia in, matsutake out);
 *  - br: ANVISA RDC 26/2015, each tree nut by name, and natural latex;
 *  - mx: NOM-051-SCFI/SSA1-2010 as amended in 2020 (sulphites at 10 mg/kg or more).
 */
import { sortAllergens, type AllergenId } from './allergens';

export type LabelSetId = 'us' | 'ca' | 'eu' | 'jp' | 'br' | 'mx';
export type AllergenLabelId =
  | AllergenId
  | 'cereals-gluten'
  | 'wheat-triticale'
  | 'wheat-rye-barley-oats';
/** `required`: the law makes the label mandatory; false: recommended only (Japan's 20). */
export type AllergenLabel = { id: AllergenLabelId; covers: readonly AllergenId[]; required: boolean };

const FISH: readonly AllergenId[] = ['fish', 'anchovy', 'salmon', 'salmon-roe', 'mackerel'];
const CRUSTACEANS: readonly AllergenId[] = ['crustaceans', 'shrimp', 'crab'];
const MOLLUSCS: readonly AllergenId[] = ['molluscs', 'squid', 'abalone'];
/** The tree nuts the US and Canada name. */
const TREE_NUTS: readonly AllergenId[] = ['tree-nuts', 'almond', 'brazil-nut', 'cashew', 'hazelnut', 'macadamia', 'pecan', 'pine-nut', 'pistachio', 'walnut'];
/** Annex II's nuts: no pine nut. */
const EU_NUTS: readonly AllergenId[] = ['tree-nuts', 'almond', 'hazelnut', 'walnut', 'cashew', 'pecan', 'brazil-nut', 'pistachio', 'macadamia'];
const GLUTEN_CEREALS: readonly AllergenId[] = ['wheat', 'gluten', 'barley', 'rye', 'oats'];

const label = (id: AllergenLabelId, covers: readonly AllergenId[] = [id as AllergenId], required = true): AllergenLabel => ({ id, covers, required });
/** One of Japan's 20: the ingredient itself, and the unnamed class it may hide in. */
const recommended = (id: AllergenId, ...alsoCovers: AllergenId[]): AllergenLabel => label(id, [id, ...alsoCovers], false);
/** A nut Brazil names, also covering a tree nut not named. */
const brNut = (id: AllergenId): AllergenLabel => label(id, [id, 'tree-nuts']);

export const LABEL_SETS: Record<LabelSetId, readonly AllergenLabel[]> = {
  us: [
    label('milk'),
    label('eggs'),
    label('fish', FISH),
    label('crustaceans', CRUSTACEANS),
    label('tree-nuts', TREE_NUTS),
    label('peanuts'),
    label('wheat'),
    label('soy'),
    label('sesame'),
  ],
  ca: [
    label('milk'),
    label('eggs'),
    label('fish', FISH),
    label('crustaceans', CRUSTACEANS),
    label('molluscs', MOLLUSCS),
    label('tree-nuts', TREE_NUTS),
    label('peanuts'),
    label('wheat-triticale', ['wheat']),
    label('gluten', GLUTEN_CEREALS),
    label('soy'),
    label('sesame'),
    label('mustard'),
    label('sulphites'),
  ],
  eu: [
    label('cereals-gluten', GLUTEN_CEREALS),
    label('crustaceans', CRUSTACEANS),
    label('eggs'),
    label('fish', FISH),
    label('peanuts'),
    label('soy'),
    label('milk'),
    label('tree-nuts', EU_NUTS),
    label('celery'),
    label('mustard'),
    label('sesame'),
    label('sulphites'),
    label('lupin'),
    label('molluscs', MOLLUSCS),
  ],
  jp: [
    label('shrimp', ['shrimp', 'crustaceans']),
    label('crab', ['crab', 'crustaceans']),
    label('walnut', ['walnut', 'tree-nuts']),
    label('wheat'),
    label('buckwheat'),
    label('eggs'),
    label('milk'),
    label('peanuts'),
    recommended('almond', 'tree-nuts'),
    recommended('abalone', 'molluscs'),
    recommended('squid', 'molluscs'),
    recommended('salmon-roe', 'fish'),
    recommended('orange'),
    recommended('cashew', 'tree-nuts'),
    recommended('kiwi'),
    recommended('beef'),
    recommended('sesame'),
    recommended('salmon', 'fish'),
    recommended('mackerel', 'fish'),
    recommended('soy'),
    recommended('chicken'),
    recommended('banana'),
    recommended('pork'),
    recommended('macadamia', 'tree-nuts'),
    recommended('peach'),
    recommended('yam'),
    recommended('apple'),
    recommended('gelatin'),
  ],
  br: [
    label('wheat-rye-barley-oats', GLUTEN_CEREALS),
    label('crustaceans', CRUSTACEANS),
    label('eggs'),
    label('fish', FISH),
    label('peanuts'),
    label('soy'),
    label('milk'),
    brNut('almond'),
    brNut('hazelnut'),
    brNut('cashew'),
    brNut('brazil-nut'),
    brNut('macadamia'),
    brNut('walnut'),
    brNut('pecan'),
    brNut('pistachio'),
    brNut('pine-nut'),
    brNut('chestnut'),
    label('latex'),
  ],
  mx: [
    label('cereals-gluten', GLUTEN_CEREALS),
    label('crustaceans', CRUSTACEANS),
    label('eggs'),
    label('fish', FISH),
    label('peanuts'),
    label('soy'),
    label('milk'),
    label('tree-nuts', [...TREE_NUTS, 'chestnut']),
    label('sulphites'),
  ],
};

/** The labels of `set` that a list of ingredients shows, in the set's order. */
export function labelsFor(set: LabelSetId, allergens: readonly AllergenId[]): AllergenLabel[] {
  const present = new Set(allergens);
  return LABEL_SETS[set].filter((label) => label.covers.some((id) => present.has(id)));
}

/** The ingredients behind some labels of `set`; ids the set does not know are ignored. */
export function allergensOfLabels(set: LabelSetId, labelIds: readonly string[]): AllergenId[] {
  const wanted = new Set(labelIds);
  return sortAllergens(LABEL_SETS[set].filter((label) => wanted.has(label.id)).flatMap((label) => label.covers));
}

/** Label ids of `set` read from outside (a query, storage): known ones only, each once, in the set's order. */
export function parseLabelIds(set: LabelSetId, values: readonly string[]): AllergenLabelId[] {
  const wanted = new Set(values.map((value) => value.trim().toLowerCase()));
  return LABEL_SETS[set].filter((label) => wanted.has(label.id)).map((label) => label.id);
}
