import { ApiError } from '../api/api-error';
import { fetchContentPage } from '../api/content';
import { fetchStates } from '../api/locations';
import { fetchLoyaltyProgram } from '../api/loyalty';
import { fetchGlanceMenu, type GlanceCard, type GlanceMenuView } from '../api/menu-at-a-glance';
import { storefrontConfigFrom } from '../config/storefront';
import { createTranslator } from '../i18n';
import { pageMarket } from '../market';
import { isWholeHome, loadHomePage, type HomeProps } from './home';
import type { LoaderArgs } from './with-page';

jest.mock('../api/content', () => ({ fetchContentPage: jest.fn() }));
jest.mock('../api/locations', () => ({ ...jest.requireActual('../api/locations'), fetchStates: jest.fn() }));
jest.mock('../api/loyalty', () => ({ fetchLoyaltyProgram: jest.fn() }));
jest.mock('../api/menu-at-a-glance', () => ({ ...jest.requireActual('../api/menu-at-a-glance'), fetchGlanceMenu: jest.fn() }));
const contentCall = fetchContentPage as jest.MockedFunction<typeof fetchContentPage>;
const statesCall = fetchStates as jest.MockedFunction<typeof fetchStates>;
const programCall = fetchLoyaltyProgram as jest.MockedFunction<typeof fetchLoyaltyProgram>;
const menuCall = fetchGlanceMenu as jest.MockedFunction<typeof fetchGlanceMenu>;

const args = (env: Record<string, string> = {}): LoaderArgs => ({
  api: { locale: 'fr-ca', token: null }, market: pageMarket('fr-ca'), config: storefrontConfigFrom(env), t: createTranslator('fr-ca'), params: {}, query: {},
});
const card = (slug: string, priced = true): GlanceCard => ({
  slug, title: slug, description: '', imageUrl: null, unit: 'each', priceUnit: 'each', price: priced ? { currency: 'CAD', label: { kind: 'single', amount: '9.99' } } : null,
});
const menu: GlanceMenuView = {
  id: 1,
  title: 'Tous les jours',
  sections: [
    { slug: 'meats', title: 'Viandes', items: [card('brisket'), card('ribs'), card('turkey')] },
    { slug: 'sides', title: 'Accompagnements', items: [card('slaw', false), card('beans')] },
    { slug: 'desserts', title: 'Desserts', items: [card('pie')] },
  ],
};
const deal = (id: number) => ({ id, title: `Offre ${id}`, description: '', terms: '', cta: { label: 'Commander', url: '/order-now' }, image: { url: '', alternativeText: '', width: 1, height: 1 } });
const picture = (url: string, alternativeText: string) => ({ url, alternativeText, width: 640, height: 480 });
const order = { label: 'Commander', url: '/order-now' };
const sections = {
  legitTexasBarbecue: { heading: 'Du vrai barbecue texan', subheading: 'Fumé lentement', body: 'Au hickory.', image: picture('/images/pit.svg', 'Le fumoir'), cta: order },
  packs: { heading: 'Formules familiales', intro: '', cards: [{ id: 1, title: 'Formule famille', description: '', image: picture('/images/pack.svg', ''), cta: order }] },
  plates: { heading: 'Assiettes', intro: '', cards: [] },
  socialPhotos: { heading: 'Partagez', handle: '@whitlocksbbq', url: 'https://instagram.example', photos: [] },
  textBlock: { heading: 'Quatre-vingts ans', body: '', learnMore: { label: 'En savoir plus', url: '/company/our-story' } },
};
const states = [{ slug: 'quebec', name: 'Québec', path: '/locations/quebec', locationCount: 3 }] as HomeProps['states'];
const program = { loyaltyEnabled: true, rewardsTitle: 'Points', pointsPerUnit: 10 };

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  statesCall.mockResolvedValue(states);
  menuCall.mockResolvedValue(menu);
  contentCall.mockImplementation(async (_api, kind) =>
    ({ data: kind === 'home' ? sections : { heading: 'Offres', intro: '', deals: [deal(1), deal(2), deal(3), deal(4)] }, meta: null }) as never,
  );
  programCall.mockResolvedValue(program);
});

describe('loadHomePage', () => {
  it('reads the configured menu for four priced highlights, the first three deals, the program, the published home sections and the states', async () => {
    const result = await loadHomePage(args({ MENU_AT_A_GLANCE_MENU_ID: '7' }));
    expect(menuCall).toHaveBeenCalledWith({ locale: 'fr-ca', token: null }, 7);
    expect(contentCall).toHaveBeenCalledWith({ locale: 'fr-ca', token: null }, 'currentDeals', '/promos/current-deals');
    expect(contentCall).toHaveBeenCalledWith({ locale: 'fr-ca', token: null }, 'home', '/');
    if (!('props' in result)) throw new Error('no props');
    expect(result.props.highlights?.map((item) => item.slug)).toEqual(['brisket', 'beans', 'pie', 'ribs']);
    expect(result.props.deals?.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(result.props).toMatchObject({ states, rewards: program, sections });
    expect(result.head).toMatchObject({ path: '/', scope: 'all' });
    expect(isWholeHome(result.props)).toBe(true);
  });

  it.each([
    ['the menu', () => menuCall.mockRejectedValue(new TypeError('fetch failed')), 'highlights'],
    ['the deals', () => contentCall.mockImplementation(async (_api, kind) => {
      if (kind === 'currentDeals') throw new Error('The content API sent no "currentDeals" content.');
      return { data: sections, meta: null } as never;
    }), 'deals'],
    ['the home sections', () => contentCall.mockImplementation(async (_api, kind) => {
      if (kind === 'home') throw new Error('The content API sent no "home" content.');
      return { data: { heading: 'Offres', intro: '', deals: [deal(1)] }, meta: null } as never;
    }), 'sections'],
    ['the program', () => programCall.mockRejectedValue(new TypeError('fetch failed')), 'rewards'],
  ] as const)('leaves out a section when %s cannot be read, and the page is then not shared whole', async (_, fail, section) => {
    fail();
    const result = await loadHomePage(args());
    if (!('props' in result)) throw new Error('no props');
    expect(result.props[section]).toBeNull();
    expect(result.props.states).toEqual(states);
    expect(isWholeHome(result.props)).toBe(false);
  });

  it('has no highlights, and is still whole, while the configured menu does not exist (a chain building its menu)', async () => {
    menuCall.mockRejectedValue(new ApiError(404, 'Menu 1 was not found'));
    const result = await loadHomePage(args());
    if (!('props' in result)) throw new Error('no props');
    expect(result.props.highlights).toEqual([]);
    expect(isWholeHome(result.props)).toBe(true);
  });

  it('fails as a page when the states, the page itself, cannot be read', async () => {
    statesCall.mockRejectedValue(new TypeError('fetch failed'));
    await expect(loadHomePage(args())).rejects.toThrow('fetch failed');
  });
});
