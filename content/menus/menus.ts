/** Every menu of the main brand, in display order. */
import type { MenuSeed } from './types';
import { CATERING_MENU, GET_A_QUOTE_MENU } from './menu-catering';
import { HOLIDAY_MENU } from './menu-holiday';
import { MEATS_BY_THE_POUND, PLATES, SANDWICHES } from './sections-mains';
import { DESSERTS, DRINKS, FAMILY_PACKS, SIDES } from './sections-extras';

export const EVERYDAY_MENU: MenuSeed = {
  slug: 'everyday',
  categoryId: 1,
  title: 'Everyday Menu',
  fr: 'Menu de tous les jours',
  ja: 'レギュラーメニュー',
  es: 'Menú de todos los días',
  pt: 'Cardápio do dia a dia',
  sortOrder: 1,
  sections: [MEATS_BY_THE_POUND, PLATES, SANDWICHES, SIDES, FAMILY_PACKS, DESSERTS, DRINKS],
};

export const MENUS: readonly MenuSeed[] = [EVERYDAY_MENU, CATERING_MENU, GET_A_QUOTE_MENU, HOLIDAY_MENU];
