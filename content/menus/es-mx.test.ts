import { EVERYDAY_MENU } from './menus';
import { ES_MX_CHOICES, ES_MX_ITEMS } from './es-mx';

describe('the everyday menu in Mexican Spanish', () => {
  const items = EVERYDAY_MENU.sections.flatMap((section) => section.items);

  it('names and describes every item the stores in Mexico sell, and nothing else', () => {
    expect(items.filter((item) => !ES_MX_ITEMS[item.slug]).map((item) => item.slug)).toEqual([]);
    expect(Object.keys(ES_MX_ITEMS).filter((slug) => !items.some((item) => item.slug === slug))).toEqual([]);
    for (const [title, description] of Object.values(ES_MX_ITEMS)) {
      expect(title.trim()).not.toBe('');
      expect(description?.trim()).toBeTruthy();
    }
  });

  it('names every choice and choice group of those items', () => {
    const titles = items.flatMap((item) => (item.optionGroups ?? []).flatMap((group) => [group.title, ...group.options.map((option) => option.title)]));
    expect([...new Set(titles)].filter((title) => !ES_MX_CHOICES[title])).toEqual([]);
  });
});
