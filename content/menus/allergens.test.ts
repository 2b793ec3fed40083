import { isAllergenId } from '@/domain/allergens/allergens';
import { NUTRITION_FACTS } from '@/content/nutrition-facts';
import { catalogItems } from '@/server/seed/catalog';
import { ITEM_ALLERGENS, OPTION_ALLERGENS, itemAllergenFacts, itemContainsLactose, optionAllergenFacts } from './allergens';

describe('ITEM_ALLERGENS', () => {
  it('describes every item of the demo menus, and nothing else', () => {
    const slugs = catalogItems().map(({ item }) => item.slug).sort();
    expect(Object.keys(ITEM_ALLERGENS).sort()).toEqual(slugs);
  });

  it('names only known allergens, each once, and sodium as a whole number of mg', () => {
    for (const facts of [...Object.values(ITEM_ALLERGENS), ...Object.values(OPTION_ALLERGENS)]) {
      expect(facts.allergens.every(isAllergenId)).toBe(true);
      expect(new Set(facts.allergens).size).toBe(facts.allergens.length);
      expect(Number.isInteger(facts.sodiumMg) && facts.sodiumMg >= 0).toBe(true);
    }
  });

  it.each([
    ['beef-brisket-lb', ['beef']],
    ['smoked-turkey-lb', []],
    ['mac-and-cheese', ['milk', 'wheat']],
    ['coleslaw', ['eggs', 'mustard']],
    ['banana-pudding', ['milk', 'eggs', 'wheat', 'banana']],
    ['pulled-pork-sandwich', ['wheat', 'milk', 'eggs', 'soy', 'mustard', 'pork']],
  ])('%s contains %j', (slug, allergens) => {
    expect(itemAllergenFacts(slug)?.allergens).toEqual(allergens);
  });
});

describe('itemContainsLactose', () => {
  it.each([
    ['mac-and-cheese', true],
    ['pulled-pork-sandwich', true],
    ['jalapeno-cheddar-sausage-lb', false],
    ['brisket-and-sausage-buffet', false],
    ['beef-brisket-lb', false],
    ['no-such-item', false],
  ])('%s: %s', (slug, lactose) => {
    expect(itemContainsLactose(slug)).toBe(lactose);
  });

  it('declares lactose only of items with milk', () => {
    for (const slug of Object.keys(ITEM_ALLERGENS)) if (itemContainsLactose(slug)) expect(ITEM_ALLERGENS[slug]!.allergens).toContain('milk');
  });
});

describe('optionAllergenFacts', () => {
  it.each([
    ['Choose 2 Sides', 'Mac & Cheese', ['milk', 'wheat']],
    ['Bread', 'Cornbread Muffin', ['milk', 'eggs', 'wheat']],
    ['Dessert', 'Half & Half', ['milk', 'eggs', 'wheat', 'banana', 'peach']],
    ['Brisket Cut', 'Half & Half', []],
    ['Sandwich Size', "Big 'Un", []],
  ])('%s / %s contains %j', (group, title, allergens) => {
    expect(optionAllergenFacts(group, title).allergens).toEqual(allergens);
  });

  it('names only options the menus offer', () => {
    const offered = new Set(
      catalogItems().flatMap(({ item }) => (item.optionGroups ?? []).flatMap((group) => group.options.flatMap((option) => [option.title, `${group.title}/${option.title}`]))),
    );
    expect(Object.keys(OPTION_ALLERGENS).filter((key) => !offered.has(key))).toEqual([]);
  });
});

describe('the nutrition table', () => {
  it('agrees with the menus on sodium (a quarter pound of meats) and allergens', () => {
    const units = new Map(catalogItems().map(({ item }) => [item.slug, item.unit]));
    for (const fact of NUTRITION_FACTS) {
      const facts = itemAllergenFacts(fact.seedSlug)!;
      const sodium = units.get(fact.seedSlug) === 'lb' ? facts.sodiumMg / 4 : facts.sodiumMg;
      expect([fact.seedSlug, fact.values.sodiumMg, fact.allergens]).toEqual([fact.seedSlug, sodium, facts.allergens]);
    }
  });
});
