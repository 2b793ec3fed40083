import { chosenItemPath, forgetGlanceChoice, glanceChoiceOf } from './glance-choice';
import type { MenuSection } from './api/menus';

const card = (slug: string, available = true) => ({
  id: slug.length, slug, title: slug, description: '', price: '9.99', unit: 'each', calories: null, sodiumMg: null, allergens: [], unavoidableAllergens: [], unavoidableLactose: false, imageUrl: null, available, minQuantity: 1, quickAddOptionIds: null,
});

const sections: MenuSection[] = [
  { id: 1, slug: 'meats', title: 'Meats', items: [card('sliced-brisket'), card('ribs', false)] },
  { id: 2, slug: 'sides', title: 'Sides', items: [card('slaw')] },
];
const route = { category: 'everyday', storeSlug: 'austin-south', handoff: 'delivery' as const };

describe('glanceChoiceOf', () => {
  it.each([
    ['menuAtAGlanceItem=sliced-brisket; orderId=7', 'sliced-brisket'],
    ['orderId=7', null],
    ['menuAtAGlanceItem=%3Cscript%3E', null],
    [undefined, null],
  ])('%p → %p', (header, expected) => {
    expect(glanceChoiceOf(header)).toBe(expected);
  });
});

describe('forgetGlanceChoice', () => {
  it('expires the cookie at path /', () => {
    expect(forgetGlanceChoice()).toMatch(/^menuAtAGlanceItem=; .*Path=\/.*Max-Age=0/);
  });
});

describe('chosenItemPath', () => {
  it.each([
    ['sliced-brisket', '/quote/everyday/austin-south/meats/sliced-brisket?type=delivery'],
    ['slaw', '/quote/everyday/austin-south/sides/slaw?type=delivery'],
    ['ribs', null],
    ['not-sold-here', null],
  ])('%s → %p', (slug, expected) => {
    expect(chosenItemPath(sections, slug, route)).toBe(expected);
  });
});
