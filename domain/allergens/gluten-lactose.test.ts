import { COUNTRY_CODES } from '@/domain/markets';
import { glutenLactoseStatements, lactoseWithOptions, lactoseWithoutMilk, statesGlutenAndLactose, unavoidableLactose, type LactoseItem } from './gluten-lactose';

describe('glutenLactoseStatements', () => {
  it.each([
    ['a bun (wheat)', ['wheat'], [], false, ['containsGluten']],
    ['a barley or rye bread', ['barley'], [], false, ['containsGluten']],
    ['oats', ['oats'], [], false, ['containsGluten']],
    ['a cereal with gluten not named', ['gluten'], [], false, ['containsGluten']],
    ['brisket (nothing)', [], [], false, ['glutenFree']],
    ['mac and cheese (wheat, milk, lactose)', ['wheat', 'milk'], [], true, ['containsGluten', 'containsLactose']],
    ['potato salad with milk and eggs, lactose', ['milk', 'eggs'], [], true, ['glutenFree', 'containsLactose']],
    ['a cheddar sausage: milk, no lactose', ['milk', 'pork'], [], false, ['glutenFree']],
    ['a plate whose bread is a choice', [], ['wheat'], false, []],
    ['a plate with bread chosen', ['wheat'], ['milk'], false, ['containsGluten']],
    ['buckwheat alone (no gluten)', ['buckwheat'], [], false, ['glutenFree']],
    ['a menu card, choices not at hand, lactose', ['milk'], 'unknown', true, ['containsLactose']],
    ['a menu card with a bun', ['wheat'], 'unknown', false, ['containsGluten']],
  ] as const)('%s', (_what, contains, someChoicesAdd, lactose, expected) => {
    expect(glutenLactoseStatements({ contains, someChoicesAdd, lactose })).toEqual(expected);
  });
});

const plate = (containsLactose: boolean, minChoices: number): LactoseItem => ({
  containsLactose,
  optionGroups: [
    {
      minChoices,
      options: [
        { id: 1, allergens: ['milk', 'wheat'] },
        { id: 2, allergens: ['eggs'] },
      ],
    },
  ],
});

describe('lactoseWithOptions', () => {
  it.each([
    ['the item’s own lactose, nothing chosen', true, [], true],
    ['no lactose of its own, nothing chosen', false, [], false],
    ['a chosen option with milk (options declare none: milk counts)', false, [1], true],
    ['a chosen option without milk', false, [2], false],
  ] as const)('%s', (_what, own, chosen, expected) => {
    expect(lactoseWithOptions(plate(own, 1), chosen)).toBe(expected);
  });
});

describe('unavoidableLactose', () => {
  it.each([
    ['its own lactose', plate(true, 0), true],
    ['milk only in an option a diner can skip', plate(false, 1), false],
    ['milk in a choice no order avoids (choose 2 of 2)', plate(false, 2), true],
  ] as const)('%s', (_what, item, expected) => {
    expect(unavoidableLactose(item)).toBe(expected);
  });
});

describe('lactoseWithoutMilk', () => {
  it.each([
    [['milk'], true, false],
    [['milk'], false, false],
    [[], false, false],
    [['eggs'], true, true],
  ] as const)('%j with lactose %s: %s', (allergens, lactose, expected) => {
    expect(lactoseWithoutMilk(allergens, lactose)).toBe(expected);
  });
});

describe('statesGlutenAndLactose', () => {
  it('is Brazil’s rule alone', () => {
    expect(COUNTRY_CODES.filter(statesGlutenAndLactose)).toEqual(['BR']);
  });
});
