import { ALLERGEN_IDS } from './allergens';
import { allergensOfLabels, LABEL_SETS, labelsFor, parseLabelIds } from './label-sets';
import { allergenDisplayOf, LABEL_SET_OF_COUNTRY } from './markets';

const ids = (set: keyof typeof LABEL_SETS) => LABEL_SETS[set].map((label) => label.id);

describe('LABEL_SETS', () => {
  it.each([
    ['us', 9],
    ['ca', 13],
    ['eu', 14],
    ['jp', 28],
    ['br', 18],
    ['mx', 9],
  ] as const)('%s names %i allergens', (set, count) => {
    expect(LABEL_SETS[set]).toHaveLength(count);
  });

  it('the US names the 9 majors', () => {
    expect(ids('us')).toEqual(['milk', 'eggs', 'fish', 'crustaceans', 'tree-nuts', 'peanuts', 'wheat', 'soy', 'sesame']);
  });

  it('Japan makes its 8 specified ingredients mandatory and recommends 20, macadamia without matsutake', () => {
    const required = LABEL_SETS.jp.filter((label) => label.required).map((label) => label.id);
    expect(required).toEqual(['shrimp', 'crab', 'walnut', 'wheat', 'buckwheat', 'eggs', 'milk', 'peanuts']);
    const recommended = LABEL_SETS.jp.filter((label) => !label.required).map((label) => label.id);
    expect(recommended).toHaveLength(20);
    expect(recommended).toEqual(expect.arrayContaining(['macadamia', 'pork', 'beef', 'chicken', 'gelatin']));
  });

  it('Canada names crustaceans and molluscs apart, with mustard and sulphites', () => {
    expect(ids('ca')).toEqual(expect.arrayContaining(['crustaceans', 'molluscs', 'mustard', 'sulphites']));
  });

  it('Brazil names latex and each tree nut, and no sesame or mustard', () => {
    expect(ids('br')).toEqual(expect.arrayContaining(['latex', 'pecan', 'brazil-nut', 'cashew']));
    expect(ids('br')).not.toEqual(expect.arrayContaining(['sesame']));
    expect(ids('br')).not.toEqual(expect.arrayContaining(['mustard']));
  });

  it.each(['us', 'ca', 'eu', 'jp', 'br', 'mx'] as const)('%s names each label once and covers only known ingredients', (set) => {
    expect(new Set(ids(set)).size).toBe(LABEL_SETS[set].length);
    expect(LABEL_SETS[set].flatMap((label) => label.covers).every((id) => (ALLERGEN_IDS as readonly string[]).includes(id))).toBe(true);
  });

  it('every ingredient is labelled by some market', () => {
    const covered = new Set(Object.values(LABEL_SETS).flatMap((set) => set.flatMap((label) => label.covers)));
    expect(ALLERGEN_IDS.filter((id) => !covered.has(id))).toEqual([]);
  });
});

describe('labelsFor', () => {
  it.each([
    ['us', ['milk', 'wheat', 'mustard'], ['milk', 'wheat']],
    ['ca', ['milk', 'wheat', 'mustard'], ['milk', 'wheat-triticale', 'gluten', 'mustard']],
    ['eu', ['milk', 'wheat', 'mustard'], ['cereals-gluten', 'milk', 'mustard']],
    ['eu', ['gluten'], ['cereals-gluten']],
    ['us', ['gluten', 'celery', 'lupin'], []],
    ['ca', ['squid'], ['molluscs']],
    ['us', ['squid'], []],
    ['us', [], []],
    // Pork is an allergen Japan recommends labelling; the US and the EU do not name it.
    ['jp', ['pork', 'wheat'], ['wheat', 'pork']],
    ['us', ['pork', 'wheat'], ['wheat']],
    ['eu', ['pork', 'beef', 'chicken'], []],
    ['jp', ['buckwheat'], ['buckwheat']],
    ['us', ['buckwheat'], []],
    // One ingredient, each market's word for it.
    ['us', ['shrimp'], ['crustaceans']],
    ['jp', ['shrimp'], ['shrimp']],
    // An unnamed crustacean could be either: Japan warns of both.
    ['jp', ['crustaceans'], ['shrimp', 'crab']],
    ['jp', ['anchovy'], []],
    ['us', ['anchovy'], ['fish']],
    ['eu', ['pine-nut'], []],
    ['us', ['pine-nut'], ['tree-nuts']],
    ['br', ['pecan', 'latex'], ['pecan', 'latex']],
    ['mx', ['sulphites', 'mustard'], ['sulphites']],
  ] as const)('%s shows %j as %j', (set, allergens, expected) => {
    expect(labelsFor(set, allergens).map((label) => label.id)).toEqual(expected);
  });
});

describe('allergensOfLabels', () => {
  it.each([
    ['eu', ['cereals-gluten'], ['wheat', 'gluten', 'barley', 'rye', 'oats']],
    ['ca', ['crustaceans', 'milk'], ['milk', 'crustaceans', 'shrimp', 'crab']],
    ['jp', ['buckwheat'], ['buckwheat']],
    ['us', ['milk', 'celery'], ['milk']],
    ['us', [], []],
  ] as const)('%s %j → %j', (set, labels, expected) => {
    expect(allergensOfLabels(set, labels)).toEqual(expected);
  });
});

describe('parseLabelIds', () => {
  it.each([
    ['us', ['Milk', ' eggs ', 'milk'], ['milk', 'eggs']],
    ['us', ['mustard', 'x'.repeat(500), '\u0000'], []],
    ['eu', ['cereals-gluten', 'wheat'], ['cereals-gluten']],
    ['jp', ['buckwheat', 'pork', 'mustard'], ['buckwheat', 'pork']],
  ] as const)('%s reads %j as %j', (set, values, expected) => {
    expect(parseLabelIds(set, values)).toEqual(expected);
  });
});

describe('allergenDisplayOf', () => {
  it.each([
    ['US', { labelSet: 'us', bilingual: false, showCalories: true, showSodium: false }],
    ['CA', { labelSet: 'ca', bilingual: true, showCalories: true, showSodium: true }],
    ['JP', { labelSet: 'jp', bilingual: false, showCalories: true, showSodium: false }],
    ['BR', { labelSet: 'br', bilingual: false, showCalories: true, showSodium: false }],
    ['MX', { labelSet: 'mx', bilingual: false, showCalories: true, showSodium: false }],
    ['AE', { labelSet: 'eu', bilingual: false, showCalories: true, showSodium: false }],
  ] as const)('%s', (country, expected) => {
    expect(allergenDisplayOf(country)).toEqual(expected);
  });

  it('every market has a label set', () => {
    expect(Object.values(LABEL_SET_OF_COUNTRY).every((set) => set in LABEL_SETS)).toBe(true);
  });
});
