import { ALLERGEN_IDS } from './allergens';
import { allergensOfLabels, LABEL_SETS, labelsFor, parseLabelIds } from './label-sets';
import { allergenDisplayOf, LABEL_SET_OF_COUNTRY } from './markets';

describe('LABEL_SETS', () => {
  it.each([
    ['us', 9],
    ['ca', 12],
    ['eu', 14],
  ] as const)('%s names %i allergens', (set, count) => {
    expect(LABEL_SETS[set]).toHaveLength(count);
  });

  it('the US names the 9 majors', () => {
    expect(LABEL_SETS.us.map((label) => label.id)).toEqual(['milk', 'eggs', 'fish', 'crustaceans', 'tree-nuts', 'peanuts', 'wheat', 'soy', 'sesame']);
  });

  it('every superset allergen is covered by the EU set', () => {
    const covered = new Set(LABEL_SETS.eu.flatMap((label) => label.covers));
    expect(ALLERGEN_IDS.filter((id) => !covered.has(id))).toEqual([]);
  });
});

describe('labelsFor', () => {
  it.each([
    ['us', ['milk', 'wheat', 'mustard'], ['milk', 'wheat']],
    ['ca', ['milk', 'wheat', 'mustard'], ['milk', 'wheat', 'gluten', 'mustard']],
    ['eu', ['milk', 'wheat', 'mustard'], ['cereals-gluten', 'milk', 'mustard']],
    ['eu', ['gluten'], ['cereals-gluten']],
    ['us', ['gluten', 'celery', 'lupin'], []],
    ['ca', ['molluscs'], ['crustaceans-molluscs']],
    ['eu', ['molluscs'], ['molluscs']],
    ['us', [], []],
  ] as const)('%s shows %j as %j', (set, allergens, expected) => {
    expect(labelsFor(set, allergens).map((label) => label.id)).toEqual(expected);
  });
});

describe('allergensOfLabels', () => {
  it.each([
    ['eu', ['cereals-gluten'], ['wheat', 'gluten']],
    ['ca', ['crustaceans-molluscs', 'milk'], ['milk', 'crustaceans', 'molluscs']],
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
  ] as const)('%s reads %j as %j', (set, values, expected) => {
    expect(parseLabelIds(set, values)).toEqual(expected);
  });
});

describe('allergenDisplayOf', () => {
  it.each([
    ['US', { labelSet: 'us', bilingual: false, showCalories: true, showSodium: false }],
    ['CA', { labelSet: 'ca', bilingual: true, showCalories: true, showSodium: true }],
    ['AE', { labelSet: 'eu', bilingual: false, showCalories: true, showSodium: false }],
  ] as const)('%s', (country, expected) => {
    expect(allergenDisplayOf(country)).toEqual(expected);
  });

  it('every market has a label set', () => {
    expect(Object.values(LABEL_SET_OF_COUNTRY).every((set) => set in LABEL_SETS)).toBe(true);
  });
});
