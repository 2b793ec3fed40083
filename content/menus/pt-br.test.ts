import { EVERYDAY_MENU } from './menus';
import { PT_BR_CHOICES, PT_BR_ITEMS } from './pt-br';

describe('the everyday menu in Brazilian Portuguese', () => {
  const items = EVERYDAY_MENU.sections.flatMap((section) => section.items);

  it('names and describes every item the stores in Brazil show, and nothing else', () => {
    expect(items.filter((item) => !PT_BR_ITEMS[item.slug]).map((item) => item.slug)).toEqual([]);
    expect(Object.keys(PT_BR_ITEMS).filter((slug) => !items.some((item) => item.slug === slug))).toEqual([]);
    for (const [title, description] of Object.values(PT_BR_ITEMS)) {
      expect(title.trim()).not.toBe('');
      expect(description?.trim()).toBeTruthy();
    }
  });

  it('names every choice and choice group of those items', () => {
    const titles = items.flatMap((item) => (item.optionGroups ?? []).flatMap((group) => [group.title, ...group.options.map((option) => option.title)]));
    expect([...new Set(titles)].filter((title) => !PT_BR_CHOICES[title])).toEqual([]);
  });
});
