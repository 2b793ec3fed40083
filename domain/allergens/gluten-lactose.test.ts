import { COUNTRY_CODES } from '@/domain/markets';
import { glutenLactoseStatements, statesGlutenAndLactose } from './gluten-lactose';

describe('glutenLactoseStatements', () => {
  it.each([
    ['a bun (wheat)', ['wheat'], [], ['containsGluten']],
    ['a barley or rye bread', ['barley'], [], ['containsGluten']],
    ['oats', ['oats'], [], ['containsGluten']],
    ['a cereal with gluten not named', ['gluten'], [], ['containsGluten']],
    ['brisket (nothing)', [], [], ['glutenFree']],
    ['mac and cheese (wheat, milk)', ['wheat', 'milk'], [], ['containsGluten', 'containsLactose']],
    ['potato salad with milk and eggs', ['milk', 'eggs'], [], ['glutenFree', 'containsLactose']],
    ['a plate whose bread is a choice', [], ['wheat'], []],
    ['a plate with bread chosen', ['wheat'], ['milk'], ['containsGluten']],
    ['buckwheat alone (no gluten)', ['buckwheat'], [], ['glutenFree']],
    ['a menu card, choices not at hand', ['milk'], 'unknown', ['containsLactose']],
    ['a menu card with a bun', ['wheat'], 'unknown', ['containsGluten']],
  ] as const)('%s', (_what, contains, choices, expected) => {
    expect(glutenLactoseStatements(contains, choices)).toEqual(expected);
  });
});

describe('statesGlutenAndLactose', () => {
  it('is Brazil’s rule alone', () => {
    expect(COUNTRY_CODES.filter(statesGlutenAndLactose)).toEqual(['BR']);
  });
});
