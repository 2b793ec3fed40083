import { ApiError } from '../api/api-error';
import { fetchContentPage } from '../api/content';
import { fetchGlanceItem, fetchGlanceMenu, type GlanceItemView, type GlanceMenuView } from '../api/menu-at-a-glance';
import { storefrontConfigFrom } from '../config/storefront';
import { currentOrder } from '../current-order';
import { createTranslator } from '../i18n';
import { pageMarket } from '../market';
import { loadGlanceItemPage, loadGlancePage } from './menu-at-a-glance';
import type { LoaderArgs } from './with-page';
import type { LocaleTag } from '@/domain/markets';

jest.mock('../api/content', () => ({ fetchContentPage: jest.fn() }));
jest.mock('../api/menu-at-a-glance', () => ({ ...jest.requireActual('../api/menu-at-a-glance'), fetchGlanceMenu: jest.fn(), fetchGlanceItem: jest.fn() }));
jest.mock('../current-order', () => ({ currentOrder: jest.fn(async () => null) }));
const contentCall = fetchContentPage as jest.MockedFunction<typeof fetchContentPage>;
const menuCall = fetchGlanceMenu as jest.MockedFunction<typeof fetchGlanceMenu>;
const itemCall = fetchGlanceItem as jest.MockedFunction<typeof fetchGlanceItem>;
const orderCall = currentOrder as jest.MockedFunction<typeof currentOrder>;

function args(locale: LocaleTag, params: Record<string, string> = {}, env: Record<string, string> = {}, query: LoaderArgs['query'] = {}): LoaderArgs {
  return { api: { locale, token: null }, market: pageMarket(locale), config: storefrontConfigFrom(env), t: createTranslator(locale), params, query };
}

const menu: GlanceMenuView = {
  id: 1,
  title: 'Everyday',
  sections: [{ slug: 'meats', title: 'Meats', items: [{ slug: 'sliced-brisket', title: 'Brisket', description: '', imageUrl: null, unit: 'lb', priceUnit: '100g', price: null }] }],
};
const item: GlanceItemView = {
  slug: 'sliced-brisket', title: 'Poitrine tranchée', description: 'Fumée 14 heures', imageUrl: null, unit: 'lb', priceUnit: '100g', price: null,
  minQuantity: 1, menuTitle: 'Tous les jours', categorySlug: 'everyday', section: { slug: 'meats', title: 'Viandes' }, options: [], nutrition: null,
};
const unreachable = Object.assign(new TypeError('fetch failed'), {});

beforeEach(() => {
  contentCall.mockReset();
  menuCall.mockReset();
  itemCall.mockReset();
  orderCall.mockReset().mockResolvedValue(null);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('loadGlancePage', () => {
  it('asks the API for the configured menu and takes heading, intro and meta from the content page', async () => {
    contentCall.mockResolvedValueOnce({
      data: { heading: 'Le menu', intro: 'Tout', sections: [], footnote: '' },
      meta: { title: 'Menu', description: 'D', keywords: 'k', ogTitle: '', ogDescription: '', ogImage: null, breadcrumbs: [{ name: 'Menu', path: '/menu' }], preventIndexing: false },
    } as never);
    menuCall.mockResolvedValueOnce(menu);
    const result = await loadGlancePage(args('fr-ca', {}, { MENU_AT_A_GLANCE_MENU_ID: '5' }));
    expect(menuCall).toHaveBeenCalledWith({ locale: 'fr-ca', token: null }, 5);
    expect(result.props).toEqual({ heading: 'Le menu', intro: 'Tout', menu, state: 'ready', breadcrumbs: [{ name: 'Menu', path: '/menu' }] });
    expect(result.head).toMatchObject({ title: 'Menu', path: '/menu' });
  });

  it.each([
    ['the API is out of reach', unreachable, 'unavailable'],
    ['the API fails', new ApiError(500, 'Something went wrong, please try again.'), 'unavailable'],
    ['the menu id is unknown', new ApiError(404, 'Menu 5 was not found'), 'empty'],
  ])('still renders when %s, with the bundled texts in the diner language', async (_, error, state) => {
    contentCall.mockRejectedValueOnce(unreachable);
    menuCall.mockRejectedValueOnce(error);
    const result = await loadGlancePage(args('ja-jp'));
    expect(result.props).toMatchObject({ heading: 'メニュー一覧', menu: null, state });
  });

  it('calls a menu without sections empty', async () => {
    contentCall.mockRejectedValueOnce(unreachable);
    menuCall.mockResolvedValueOnce({ ...menu, sections: [] });
    expect((await loadGlancePage(args('en-us'))).props.state).toBe('empty');
  });
});

describe('loadGlanceItemPage', () => {
  it('shows the item with its title and description in the head, and the menu in the breadcrumbs', async () => {
    itemCall.mockResolvedValueOnce(item);
    const result = await loadGlanceItemPage(args('fr-ca', { slug: 'Sliced-Brisket' }));
    expect(itemCall).toHaveBeenCalledWith({ locale: 'fr-ca', token: null }, 'sliced-brisket');
    expect(result.props).toEqual({ slug: 'sliced-brisket', item, orderPath: null, orderStore: null });
    expect(result.head).toMatchObject({
      title: 'Poitrine tranchée | Le menu en un coup d’œil',
      description: 'Fumée 14 heures',
      path: '/menu/sliced-brisket',
      breadcrumbs: [{ name: 'Le menu en un coup d’œil', path: '/menu' }, { name: 'Poitrine tranchée', path: '/menu/sliced-brisket' }],
    });
  });

  it.each([
    [1, 2, '/quote/everyday/austin-south/meats/sliced-brisket?type=carryout', 'Austin South'],
    [2, 3, null, null],
  ])('with an open order of category %i (handoff %i), goes to the item at its restaurant: %p', async (categoryId, handoffId, orderPath, orderStore) => {
    itemCall.mockResolvedValueOnce(item);
    orderCall.mockResolvedValueOnce({ categoryId, handoffId, location: { slug: 'austin-south', title: 'Austin South' } } as never);
    const result = await loadGlanceItemPage(args('en-us', { slug: 'sliced-brisket' }));
    expect(result.props).toMatchObject({ orderPath, orderStore });
  });

  it('renders the unavailable state, out of search engines, when the API is out of reach', async () => {
    itemCall.mockRejectedValueOnce(unreachable);
    const result = await loadGlanceItemPage(args('en-us', { slug: 'ribs' }));
    expect(result.props).toEqual({ slug: 'ribs', item: null, orderPath: null, orderStore: null });
    expect(result.head).toMatchObject({ preventIndexing: true });
  });

  it('?order=this stores the item and goes on to the finder of its category, in the market', async () => {
    itemCall.mockResolvedValueOnce({ ...item, categorySlug: 'catering' });
    const result = await loadGlanceItemPage(args('fr-ca', { slug: 'sliced-brisket' }, {}, { order: 'this' }));
    expect(result).toEqual({
      redirect: { destination: '/ca/fr/quote/catering', permanent: false },
      cookies: [expect.stringMatching(/^menuAtAGlanceItem=sliced-brisket; .*Path=\/.*Max-Age=21600/)],
    });
  });

  it('lets a 404 through, for the not-found page', async () => {
    itemCall.mockRejectedValueOnce(new ApiError(404, 'Item "nope" is not on the menu'));
    await expect(loadGlanceItemPage(args('en-us', { slug: 'nope' }))).rejects.toMatchObject({ status: 404 });
  });
});
