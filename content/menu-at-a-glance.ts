/**
 * Menu At A Glance, as the PDF prints it, is built from the menu the seed loads into the catalog
 * (content/menus): the brand's everyday menu, the same one the API's /menu-at-a-glance/menus
 * serves to the /menu page and the ordering menus sell. English shows the USD reference prices;
 * other languages leave prices to each restaurant's own menu, since their markets price locally.
 */
import { EVERYDAY_MENU } from './menus/menus';
import type { ItemSeed, MenuSeed, SectionSeed } from './menus/types';
import type { GlanceItem, GlanceSection, MenuAtAGlance } from '@/domain/content/types';

export type GlanceLanguage = 'en' | 'fr' | 'ja';

export type GlanceTexts = {
  heading: string;
  intro: string;
  footnote: string;
};

/** The menu Menu At A Glance lists: the page (through the API) and the PDF alike. */
export const GLANCE_MENU: MenuSeed = EVERYDAY_MENU;

function itemText(item: ItemSeed, language: GlanceLanguage): { name: string; description: string } {
  if (language === 'en') return { name: item.title, description: item.description };
  const [name, description] = item[language];
  return { name, description: description ?? '' };
}

function glanceItem(item: ItemSeed, language: GlanceLanguage): GlanceItem {
  const { name, description } = itemText(item, language);
  return { slug: item.slug, name, description, price: language === 'en' ? item.basePrice : null, unit: item.unit };
}

function glanceSection(section: SectionSeed, language: GlanceLanguage): GlanceSection {
  return {
    id: section.slug,
    title: language === 'en' ? section.title : section[language],
    note: null,
    items: section.items.map((item) => glanceItem(item, language)),
  };
}

export function buildMenuAtAGlance(language: GlanceLanguage, texts: GlanceTexts): MenuAtAGlance {
  const sections = GLANCE_MENU.sections.map((section) => glanceSection(section, language));
  return { heading: texts.heading, intro: texts.intro, sections, footnote: texts.footnote };
}
