/**
 * Menu At A Glance is built from the menus the seed loads (content/menus), so the page, the PDF and
 * the ordering menu list the same items. English shows the USD reference prices; other
 * languages leave prices to each restaurant's own menu, since their markets price locally.
 */
import { CATERING_MENU } from './menus/menu-catering';
import { HOLIDAY_MENU } from './menus/menu-holiday';
import { EVERYDAY_MENU } from './menus/menus';
import type { ItemSeed, MenuSeed, SectionSeed } from './menus/types';
import type { GlanceItem, GlanceSection, MenuAtAGlance } from '@/domain/content/types';

export type GlanceLanguage = 'en' | 'fr' | 'ja';

export type GlanceTexts = {
  heading: string;
  intro: string;
  footnote: string;
  /** Notes under a menu's sections, by menu slug (e.g. catering minimums, holiday season). */
  menuNotes: Record<string, string>;
};

const GLANCE_MENUS: readonly MenuSeed[] = [EVERYDAY_MENU, CATERING_MENU, HOLIDAY_MENU];

function itemText(item: ItemSeed, language: GlanceLanguage): { name: string; description: string } {
  if (language === 'en') return { name: item.title, description: item.description };
  const [name, description] = item[language];
  return { name, description: description ?? '' };
}

function glanceItem(item: ItemSeed, language: GlanceLanguage): GlanceItem {
  const { name, description } = itemText(item, language);
  return { slug: item.slug, name, description, price: language === 'en' ? item.basePrice : null, unit: item.unit };
}

function glanceSection(menu: MenuSeed, section: SectionSeed, language: GlanceLanguage, texts: GlanceTexts): GlanceSection {
  return {
    id: section.slug,
    title: language === 'en' ? section.title : section[language],
    note: texts.menuNotes[menu.slug] ?? null,
    items: section.items.map((item) => glanceItem(item, language)),
  };
}

export function buildMenuAtAGlance(language: GlanceLanguage, texts: GlanceTexts): MenuAtAGlance {
  const sections = GLANCE_MENUS.flatMap((menu) => menu.sections.map((section) => glanceSection(menu, section, language, texts)));
  return { heading: texts.heading, intro: texts.intro, sections, footnote: texts.footnote };
}
