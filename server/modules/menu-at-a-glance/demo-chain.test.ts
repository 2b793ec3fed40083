// The demo chain as loaded by the seed: the menu the storefront asks for is the everyday menu, and
// it lists exactly what the Menu At A Glance PDF prints (both come from content/menus).
import { getContent } from '@/content';
import { GLANCE_MENU } from '@/content/menu-at-a-glance';
import { DEFAULT_GLANCE_MENU_ID } from '@/domain/menu-at-a-glance';
import { seedDemoChain } from '@/server/seed';
import { build, type TestApp } from '@/server/test/build-app';

describe('Menu At A Glance of the demo chain (PGlite)', () => {
  let context: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ url: `/online-ordering/menu-at-a-glance${url}`, headers });

  beforeAll(async () => {
    context = await build('pglite');
    await seedDemoChain(context.db);
  });
  afterAll(() => context.close());

  it('serves the everyday menu under the id the storefront asks for', async () => {
    const response = await get(`/menus/${DEFAULT_GLANCE_MENU_ID}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: GLANCE_MENU.slug, categoryId: 1 });
  });

  it('lists the sections and items the PDF prints, in the same order', async () => {
    const menu = (await get(`/menus/${DEFAULT_GLANCE_MENU_ID}`)).json();
    const served = menu.sections.map((section: { slug: string; items: { slug: string }[] }) => [section.slug, section.items.map((item) => item.slug)]);
    const printed = getContent('menuAtAGlance', 'en').sections.map((section) => [section.id, section.items.map((item) => item.slug)]);
    expect(served).toEqual(printed);
  });

  it.each([
    ['US', {}, 'USD'],
    ['Canada in French', { 'country-alpha-2': 'CA', 'accept-language': 'fr-CA' }, 'CAD'],
  ])('prices every item the %s restaurants sell in %s', async (_, headers, currency) => {
    const menu = (await get(`/menus/${DEFAULT_GLANCE_MENU_ID}`, headers)).json();
    const prices = menu.sections.flatMap((section: { items: { price: { currency: string; min: string; max: string } | null }[] }) =>
      section.items.map((item) => item.price),
    );
    const known = prices.filter((price: unknown) => price !== null);
    expect(known.length).toBeGreaterThan(prices.length / 2);
    for (const price of known) expect(price).toEqual({ currency, min: expect.stringMatching(/^\d+\.\d{2}$/), max: expect.stringMatching(/^\d+\.\d{2}$/) });
  });

  it('answers every listed item by its slug, in its section', async () => {
    const menu = (await get(`/menus/${DEFAULT_GLANCE_MENU_ID}`)).json();
    const [section] = menu.sections;
    const item = (await get(`/items/${section.items[0].slug}`)).json();
    expect(item).toMatchObject({ slug: section.items[0].slug, section: { slug: section.slug }, menu: { id: DEFAULT_GLANCE_MENU_ID } });
  });

  it('prices the choices in Japan in yen as its restaurants charge them (the brisket upgrade ￥150, never ￥1)', async () => {
    const headers = { 'country-alpha-2': 'JP', 'accept-language': 'ja-JP' };
    const menu = (await get(`/menus/${DEFAULT_GLANCE_MENU_ID}`, headers)).json();
    const slugs: string[] = menu.sections.flatMap((section: { items: { slug: string }[] }) => section.items.map((item) => item.slug));
    const deltas: string[] = [];
    for (const slug of slugs) {
      const item = (await get(`/items/${slug}`, headers)).json();
      for (const group of item.optionGroups) for (const choice of group.choices) if (choice.priceDelta !== '0.00') deltas.push(choice.priceDelta);
    }
    expect(deltas.length).toBeGreaterThan(0);
    for (const yen of deltas) expect(Number.isInteger(Number(yen) / 10) && Number(yen) >= 10).toBe(true);
  });
});
