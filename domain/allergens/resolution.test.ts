import type { AllergenId } from './allergens';
import { allergensWithOptions, canOrderWithout, optionalAllergens, unavoidableAllergens, type AllergenGroup, type AllergenItem } from './resolution';

const group = (minChoices: number, ...options: AllergenId[][]): AllergenGroup => ({
  minChoices,
  options: options.map((allergens, index) => ({ id: minChoices * 100 + index + 1, allergens })),
});
const item = (allergens: AllergenId[], ...optionGroups: AllergenGroup[]): AllergenItem => ({ allergens, optionGroups });

describe('allergensWithOptions', () => {
  const plate = item(['mustard'], group(1, ['milk', 'wheat'], []), group(0, ['soy'], ['eggs']));
  it.each<[string, number[], AllergenId[]]>([
    ['nothing chosen: the item alone', [], ['mustard']],
    ['a required option with milk', [101], ['milk', 'wheat', 'mustard']],
    ['an option free of allergens', [102], ['mustard']],
    ['options of two groups, in superset order', [101, 2, 1], ['milk', 'eggs', 'wheat', 'soy', 'mustard']],
    ['an unknown option id is ignored', [999], ['mustard']],
  ])('%s', (_, chosen, expected) => {
    expect(allergensWithOptions(plate, chosen)).toEqual(expected);
  });
});

describe('unavoidableAllergens', () => {
  it.each<[string, AllergenItem, AllergenId[]]>([
    ['the item’s own allergens', item(['milk', 'wheat']), ['milk', 'wheat']],
    ['a required group with a milk-free choice leaves milk avoidable', item([], group(1, ['milk'], [])), []],
    ['a required group where every choice has milk forces it', item([], group(1, ['milk'], ['milk', 'eggs'])), ['milk']],
    ['an optional group never forces anything', item([], group(0, ['milk'], ['milk'])), []],
    ['choose 2 with one milk-free choice forces milk', item([], group(2, ['milk'], ['milk', 'eggs'], [])), ['milk']],
    ['choose 2 with two milk-free choices leaves it avoidable', item([], group(2, ['milk'], [], ['eggs'])), []],
    ['a required group with no choices forces nothing', item([], group(1)), []],
    ['each required group is judged on its own', item(['soy'], group(1, ['eggs'], []), group(1, ['sesame'])), ['soy', 'sesame']],
  ])('%s', (_, subject, expected) => {
    expect(unavoidableAllergens(subject)).toEqual(expected);
  });
});

describe('optionalAllergens', () => {
  it('lists what only some choices bring', () => {
    expect(optionalAllergens(item(['wheat'], group(1, ['milk'], []), group(0, ['wheat', 'soy'])))).toEqual(['milk', 'soy']);
  });
});

describe('canOrderWithout', () => {
  it.each<[AllergenId[], AllergenId[], boolean]>([
    [['milk'], ['milk'], false],
    [['milk'], ['eggs'], true],
    [[], ['milk', 'eggs'], true],
    [['eggs'], ['milk', 'eggs'], false],
    [['milk'], [], true],
  ])('unavoidable %j, avoiding %j → %s', (unavoidable, avoid, expected) => {
    expect(canOrderWithout(unavoidable, avoid)).toBe(expected);
  });
});
