import { PDF } from '../brand';
import type { MenuItem, Navigation } from '@/domain/content/types';

/**
 * Menu ids are stable: outside the holiday season the site hides submenu item 3 under menu 2 (holiday catering) and item 4
 * under menu 3 (holiday pickup) outside the holiday window. Translations keep the same ids.
 */
const main: MenuItem[] = [
  {
    id: 1,
    title: 'Menu At A Glance',
    url: PDF.menuAtAGlance,
    as: null,
    external: true,
    hasModal: false,
    icon: 'menu',
    categoryId: null,
    subTitles: [],
  },
  {
    id: 2,
    title: 'Catering',
    url: '/catering',
    as: null,
    external: false,
    hasModal: false,
    icon: 'catering',
    categoryId: 2,
    subTitles: [
      { id: 1, title: 'Catering Services', url: '/catering/services', as: null, external: false },
      { id: 2, title: 'Catering FAQ', url: '/catering/faq', as: null, external: false },
      { id: 3, title: 'Holiday Meals', url: '/quote/holiday', as: '/quote/[category]', external: false, hasModal: true, categoryId: 4 },
      { id: 4, title: 'Order Catering', url: '/quote/catering', as: '/quote/[category]', external: false, hasModal: true, categoryId: 2 },
    ],
  },
  {
    id: 3,
    title: 'Locations',
    url: '/locations',
    as: null,
    external: false,
    hasModal: false,
    icon: 'pin',
    categoryId: null,
    subTitles: [
      { id: 1, title: 'Find a Location', url: '/locations', as: null, external: false },
      { id: 2, title: 'Order Now', url: '/order-now', as: null, external: false, hasModal: true, categoryId: 1 },
      { id: 3, title: 'Current Deals', url: '/promos/current-deals', as: null, external: false },
      { id: 4, title: 'Holiday Pre-Orders', url: '/quote/holiday', as: '/quote/[category]', external: false, hasModal: true, categoryId: 4 },
    ],
  },
];

function extra(id: number, title: string, url: string, icon: string): MenuItem {
  return { id, title, url, as: null, external: false, hasModal: false, icon, categoryId: null, subTitles: [] };
}

export const navigation: Navigation = {
  main,
  countryExtras: {
    canada: [extra(10, 'Order Now', '/order-now', 'bag'), extra(11, 'Locations', '/locations', 'pin'), extra(12, 'Our Story', '/company/our-story', 'book')],
    international: [extra(10, 'Order Now', '/order-now', 'bag'), extra(11, 'Locations', '/locations', 'pin'), extra(12, 'Our Story', '/company/our-story', 'book')],
  },
};
