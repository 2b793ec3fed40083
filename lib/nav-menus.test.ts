import { getContent } from '@/content';
import { COUNTRIES } from '@/domain/markets';
import { buildNavMenus } from './nav-menus';

const navigation = getContent('navigation', 'en');
const titles = (menus: ReturnType<typeof buildNavMenus>) => menus.map((menu) => menu.title);

describe('buildNavMenus', () => {
  it('gives the US the main menu: Menu At A Glance, Catering, Locations', () => {
    expect(titles(buildNavMenus(navigation, COUNTRIES.US, false))).toEqual(['Menu At A Glance', 'Catering', 'Locations']);
  });

  it.each([
    ['ca', COUNTRIES.CA],
    ['jp', COUNTRIES.JP],
  ])('adds the country links for %s without repeating Locations', (_code, country) => {
    expect(titles(buildNavMenus(navigation, country, false))).toEqual(['Menu At A Glance', 'Catering', 'Locations', 'Order Now', 'Our Story']);
  });

  it('opens the Menu At A Glance PDF in a new tab, and keeps site pages in the tab', () => {
    const [glance, catering] = buildNavMenus(navigation, COUNTRIES.US, false);
    expect(glance).toMatchObject({ newTab: true, children: [] });
    expect(catering?.newTab).toBe(false);
  });

  it.each([
    [false, ['Catering', 'Catering Services', 'Catering FAQ', 'Order Catering'], ['Find a Location', 'Order Now', 'Current Deals']],
    [true, ['Catering', 'Catering Services', 'Catering FAQ', 'Holiday Meals', 'Order Catering'], ['Find a Location', 'Order Now', 'Current Deals', 'Holiday Pre-Orders']],
  ])('holiday mode %p: catering %p, locations %p (SPEC §4)', (holidayMode, catering, locations) => {
    const menus = buildNavMenus(navigation, COUNTRIES.US, holidayMode);
    expect(menus[1]?.children.map((child) => child.title)).toEqual(catering);
    expect(menus[2]?.children.map((child) => child.title)).toEqual(locations);
  });

  it("repeats a menu's own page first only when its submenu lacks it", () => {
    const [, catering, locations] = buildNavMenus(navigation, COUNTRIES.US, false);
    expect(catering?.children[0]).toMatchObject({ url: '/catering', overview: true, startOrder: null });
    expect(locations?.children.filter((child) => child.url === '/locations')).toHaveLength(1);
  });

  it('makes modal entries open the start-order dialog with their category and mode', () => {
    const menus = buildNavMenus(navigation, COUNTRIES.US, true);
    const byTitle = Object.fromEntries(menus.flatMap((menu) => menu.children).map((child) => [child.title, child.startOrder]));
    expect(byTitle['Order Catering']).toEqual({ mode: 'quote', categorySlug: 'catering' });
    expect(byTitle['Holiday Meals']).toEqual({ mode: 'quote', categorySlug: 'holiday' });
    expect(byTitle['Order Now']).toEqual({ mode: 'order', categorySlug: 'everyday' });
    expect(byTitle['Catering FAQ']).toBeNull();
  });
});
