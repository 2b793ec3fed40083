/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ToastStack } from '@/components/common/toast';
import { fakeRouter, renderWithProviders } from '@/components/testing/render-with-providers';
import type { MenuReadiness, MenuStore } from '@/lib/api/locations';
import type { MenuItemCard, MenuSection } from '@/lib/api/menus';
import { addOrderItem, createOrder, fetchOrder } from '@/lib/api/ordering';
import { buildWireOrder } from '@/lib/api/testing/wire-order';
import { AVOID_STORAGE_KEY } from '@/lib/allergens/avoid-filter';
import { parseCookies } from '@/lib/cookies';
import { ToastProvider } from '@/lib/toast-context';
import { MenuTemplate } from './menu-template';

jest.mock('@/lib/api/ordering', () => ({
  ...jest.requireActual('@/lib/api/ordering'),
  createOrder: jest.fn(),
  addOrderItem: jest.fn(),
  fetchOrder: jest.fn(),
}));
const create = createOrder as jest.MockedFunction<typeof createOrder>;
const addItem = addOrderItem as jest.MockedFunction<typeof addOrderItem>;
const readOrder = fetchOrder as jest.MockedFunction<typeof fetchOrder>;

const store: MenuStore = {
  id: 2, slug: 'austin', title: 'Austin', phone: '555', tel: 'tel:555', path: '/locations/texas/austin/austin',
  address: { line: '1 Main', city: 'Austin', stateLabel: 'TX', stateName: 'Texas', region: 'TX', zip: '78701', lines: ['1 Main', 'Austin, TX 78701'] },
  onlineOrdering: true, acceptingOrders: true,
};

const card = (id: number, title: string, unavoidable: MenuItemCard['allergens'], extra: Partial<MenuItemCard> = {}): MenuItemCard => ({
  id, slug: title.toLowerCase().replace(/\W+/g, '-'), title, description: '', price: '9.99', calories: 300, sodiumMg: 760,
  unit: 'each', allergens: unavoidable, unavoidableAllergens: unavoidable, unavoidableLactose: false, imageUrl: null, available: true, minQuantity: 1, quickAddOptionIds: null, ...extra,
});

const sections: MenuSection[] = [
  { id: 1, slug: 'plates', title: 'Plates', items: [card(11, '1-Meat Plate', ['mustard'])] },
  { id: 2, slug: 'sides', title: 'Sides', items: [card(21, 'Mac & Cheese', ['milk', 'wheat'], { quickAddOptionIds: [] }), card(22, 'Green Beans', [])] },
  { id: 3, slug: 'drinks', title: 'Drinks', items: [card(31, 'Sweet Tea', [], { quickAddOptionIds: [7] }), card(32, 'Lemonade', [], { quickAddOptionIds: [], available: false })] },
];

type Options = { locale?: 'en-us' | 'fr-ca' | 'en-ae' | 'ja-jp'; query?: Record<string, string>; readiness?: MenuReadiness | null; store?: MenuStore; shownSections?: MenuSection[] };

function renderMenu({ locale = 'en-us', query = {}, readiness = null, store: shown = store, shownSections = sections }: Options = {}) {
  const router = fakeRouter('/quote/[category]/[storeSlug]', '/quote/everyday/austin?type=carryout');
  router.query = query;
  return renderWithProviders(
    <ToastProvider>
      <MenuTemplate store={shown} category="everyday" sections={shownSections} handoff="carryout" readiness={readiness} />
      <ToastStack />
    </ToastProvider>,
    { locale, router },
  );
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/** Opens the filter's choices with its button, as a diner does. */
function openFilter(name: RegExp | string = /^Filter/) {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('group', { name: /^(Without:|Sans :|除外：)$/ });
}

const order = buildWireOrder({ id: 'new-order', accessToken: 'tok', itemCount: 1 });

beforeEach(() => {
  window.localStorage.clear();
  create.mockReset().mockResolvedValue(order);
  addItem.mockReset().mockResolvedValue(order);
  readOrder.mockReset();
  for (const name of Object.keys(parseCookies(document.cookie))) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('MenuTemplate allergens', () => {
  it('shows calories on each card, and what every order contains only where it contains something the market labels', () => {
    renderMenu();
    expect(screen.getAllByText('300 Cal')).toHaveLength(5);
    expect(screen.queryByText(/mg sodium/)).toBeNull();
    expect(screen.getByText('Contains: Milk and Wheat')).toBeTruthy();
    // The plate's mustard is not one of the US 9, and the others contain none: no line for them.
    expect(screen.queryByText('Contains none of the allergens we label.')).toBeNull();
    expect(screen.getAllByText(/^Contains/)).toHaveLength(1);
  });

  it('keeps the filter behind a Filter button, which opens and closes it', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Filter' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Without:' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const filter = screen.getByRole('group', { name: 'Without:' });
    fireEvent.keyDown(within(filter).getByRole('checkbox', { name: 'Milk' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('group', { name: 'Without:' })).toBeNull();
  });

  it('“without milk” hides what cannot be made without it, says so, counts it on the button, and remembers it in the URL and the browser', () => {
    const { router } = renderMenu();
    const filter = openFilter();
    expect(within(filter).getAllByRole('checkbox')).toHaveLength(9);
    fireEvent.click(within(filter).getByRole('checkbox', { name: 'Milk' }));
    expect(titles()).toEqual(['1-Meat Plate', 'Green Beans', 'Sweet Tea', 'Lemonade']);
    expect(screen.getByRole('button', { name: 'Filter (1 filter on)' })).toBeTruthy();
    expect(screen.getByText('Showing what you can order without milk. 1 item hidden.').getAttribute('role')).toBe('status');
    expect(screen.getByText('1 item here can’t be made that way.')).toBeTruthy();
    expect(window.localStorage.getItem(AVOID_STORAGE_KEY)).toBe('milk');
    expect(router.replace).toHaveBeenCalledWith(expect.stringContaining('without=milk'), undefined, { shallow: true, scroll: false });
    fireEvent.click(within(filter).getByRole('checkbox', { name: 'Wheat' }));
    expect(screen.getByRole('button', { name: 'Filter (2 filters on)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(titles()).toEqual(['1-Meat Plate', 'Mac & Cheese', 'Green Beans', 'Sweet Tea', 'Lemonade']);
    expect(screen.getByRole('button', { name: 'Filter' })).toBeTruthy();
    expect(window.localStorage.getItem(AVOID_STORAGE_KEY)).toBeNull();
  });

  it('reads the filter from the URL, keeping only what the market labels', () => {
    window.localStorage.setItem(AVOID_STORAGE_KEY, 'wheat');
    renderMenu({ query: { without: 'mustard,milk' } });
    expect(titles()).toEqual(['1-Meat Plate', 'Green Beans', 'Sweet Tea', 'Lemonade']);
    expect(window.localStorage.getItem(AVOID_STORAGE_KEY)).toBe('milk');
  });

  it('restores what the browser remembered', () => {
    window.localStorage.setItem(AVOID_STORAGE_KEY, 'wheat');
    renderMenu();
    expect(titles()).toEqual(['1-Meat Plate', 'Green Beans', 'Sweet Tea', 'Lemonade']);
    openFilter('Filter (1 filter on)');
    expect((screen.getByRole('checkbox', { name: 'Wheat' }) as HTMLInputElement).checked).toBe(true);
  });

  it('in Canada: bilingual labels, the priority allergens, sodium; “sans lait” in French', () => {
    renderMenu({ locale: 'fr-ca' });
    expect(screen.getAllByText('760 mg de sodium')).toHaveLength(5);
    expect(screen.getByText('Contient : Lait / Milk, Blé ou triticale / Wheat or triticale, Sources de gluten / Gluten sources')).toBeTruthy();
    const filter = openFilter(/^Filtrer/);
    expect(within(filter).getAllByRole('checkbox')).toHaveLength(13);
    fireEvent.click(within(filter).getByRole('checkbox', { name: 'Moutarde / Mustard' }));
    fireEvent.click(within(filter).getByRole('checkbox', { name: 'Lait / Milk' }));
    expect(titles()).toEqual(['Green Beans', 'Sweet Tea', 'Lemonade']);
    expect(screen.getByRole('button', { name: 'Filtrer (2 filtres actifs)' })).toBeTruthy();
    expect(screen.getByText('Voici ce que vous pouvez commander sans lait et moutarde. 2 articles masqués.')).toBeTruthy();
  });

  it('an EU-style market names the 14, wheat as cereals containing gluten', () => {
    renderMenu({ locale: 'en-ae' });
    expect(within(openFilter()).getAllByRole('checkbox')).toHaveLength(14);
    expect(screen.getByText('Contains: Cereals containing gluten and Milk')).toBeTruthy();
  });

  it('in Japan: the 8 specified ingredients and 20 recommended, pork labelled 豚肉, そば filtered', () => {
    const japanese: MenuSection[] = [
      { id: 4, slug: 'meats', title: 'お肉', items: [card(41, 'プルドポーク', ['pork']), card(42, 'スモークターキー', [])] },
      { id: 5, slug: 'sides', title: 'サイド', items: [card(51, 'そばサラダ', ['buckwheat', 'wheat', 'soy'])] },
    ];
    renderMenu({ locale: 'ja-jp', shownSections: japanese });
    expect(screen.getByText('含まれるもの：豚肉')).toBeTruthy();
    expect(screen.getByText('含まれるもの：小麦、そば、大豆')).toBeTruthy();
    const filter = openFilter(/^絞り込み/);
    expect(within(filter).getAllByRole('checkbox')).toHaveLength(28);
    expect(within(within(filter).getByRole('list', { name: '特定原材料（8品目）' })).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(within(filter).getByRole('list', { name: '特定原材料に準ずるもの（20品目）' })).getAllByRole('checkbox')).toHaveLength(20);
    expect(within(within(filter).getByRole('list', { name: '特定原材料（8品目）' })).getByRole('checkbox', { name: 'そば' })).toBeTruthy();
    fireEvent.click(within(filter).getByRole('checkbox', { name: 'そば' }));
    expect(titles()).toEqual(['プルドポーク', 'スモークターキー']);
    fireEvent.click(within(filter).getByRole('checkbox', { name: '豚肉' }));
    expect(titles()).toEqual(['スモークターキー']);
  });

  it.each([
    ['en-us', '22.99', '$22.99 / lb'],
    ['ja-jp', '760', '￥760／100g'],
    ['fr-ca', '6.59', '6,59 $ / 100 g'],
  ] as const)('in %s a meat sold by weight shows its price for the market’s weight, as the store prices it: %s → %s', (locale, price, expected) => {
    renderMenu({ locale, shownSections: [{ id: 4, slug: 'meats', title: 'Meats', items: [card(41, 'Brisket', [], { unit: 'lb', price })] }] });
    expect(screen.getByText(expected)).toBeTruthy();
  });

  it('in the US the same pork is no allergen', () => {
    renderMenu({ shownSections: [{ id: 4, slug: 'meats', title: 'Meats', items: [card(41, 'Pulled Pork', ['pork'])] }] });
    expect(screen.queryByText(/^Contains:/)).toBeNull();
    expect(within(openFilter()).queryByRole('checkbox', { name: 'Pork' })).toBeNull();
  });
});

describe('MenuTemplate category chips', () => {
  /** Where each section's top is on the screen, in px; the sticky bar ends at 60. */
  const layout: Record<string, number> = { 'menu-plates': 200, 'menu-sides': 1200, 'menu-drinks': 2200 };
  beforeEach(() => {
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: Element) {
      const top = layout[this.id] ?? 0;
      return { top, bottom: this.tagName === 'DIV' ? 60 : top + 900, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) };
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the sections as in-page links in a labelled navigation, the first one current', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Menu categories' });
    const chips = within(nav).getAllByRole('link');
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('href')])).toEqual([
      ['Plates', '#menu-plates'],
      ['Sides', '#menu-sides'],
      ['Drinks', '#menu-drinks'],
    ]);
    expect(chips[0]!.getAttribute('aria-current')).toBe('location');
  });

  it('the chip of the section under the bar becomes current as the diner scrolls', async () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Menu categories' });
    Object.assign(layout, { 'menu-plates': -1900, 'menu-sides': -900, 'menu-drinks': 40 });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => window.requestAnimationFrame(resolve));
    });
    Object.assign(layout, { 'menu-plates': 200, 'menu-sides': 1200, 'menu-drinks': 2200 });
    expect(within(nav).getByRole('link', { name: 'Drinks' }).getAttribute('aria-current')).toBe('location');
    expect(within(nav).getByRole('link', { name: 'Plates' }).getAttribute('aria-current')).toBeNull();
  });

  it('a chip jumps to its section, marks itself current and moves focus to the section heading', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Menu categories' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Drinks' }));
    // Drinks starts 2200 px down; it lands below the bar (0 px tall in this layout) with 8 px to spare.
    expect(scrollTo).toHaveBeenCalledWith({ top: 2192, behavior: 'auto' });
    expect(within(nav).getByRole('link', { name: 'Drinks' }).getAttribute('aria-current')).toBe('location');
    expect(within(nav).getByRole('link', { name: 'Plates' }).getAttribute('aria-current')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Drinks' }));
  });
});

describe('MenuTemplate quick add', () => {
  it('offers “+ Add” only on available items with nothing to choose', () => {
    renderMenu();
    const adds = screen.getAllByRole('button', { name: /^Add .* to cart$/ });
    expect(adds.map((button) => button.getAttribute('aria-label'))).toEqual(['Add Mac & Cheese to cart', 'Add Sweet Tea to cart']);
    // The plate has choices: it leads to its page.
    expect(screen.getByRole('link', { name: '1-Meat Plate' })).toBeTruthy();
  });

  it('offers none when the store takes no online orders', () => {
    renderMenu({ store: { ...store, acceptingOrders: false } });
    expect(screen.queryAllByRole('button', { name: /^Add .* to cart$/ })).toHaveLength(0);
  });

  it('adds one with its default options through the cart path, starting the order, and says so politely', async () => {
    renderMenu();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Sweet Tea to cart' })));
    expect(readOrder).not.toHaveBeenCalled();
    expect(create).toHaveBeenCalledWith({ locale: 'en-us' }, { locationId: 2, handoff: 'pickup', categoryId: 1 }, expect.any(String));
    expect(addItem).toHaveBeenCalledWith({ locale: 'en-us' }, { orderId: 'new-order', orderToken: 'tok' }, { itemId: 31, quantity: 1, optionIds: [7], sectionId: 3 });
    expect(screen.getByText('Sweet Tea was added to your cart.').closest('[role="status"]')).toBeTruthy();
  });

  it('adds to the open order of this store and handoff', async () => {
    document.cookie = 'orderId=open-1; Path=/';
    document.cookie = 'orderToken=tok-1; Path=/';
    readOrder.mockResolvedValue(buildWireOrder({ id: 'open-1', location: { ...order.location, id: 2 }, handoffId: 2, categoryId: 1 }));
    renderMenu();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Mac & Cheese to cart' })));
    expect(create).not.toHaveBeenCalled();
    expect(addItem).toHaveBeenCalledWith({ locale: 'en-us' }, { orderId: 'open-1', orderToken: 'tok-1' }, { itemId: 21, quantity: 1, optionIds: [], sectionId: 2 });
  });

  it('starts a new order when the open one is from another store, and says so', async () => {
    document.cookie = 'orderId=open-1; Path=/';
    document.cookie = 'orderToken=tok-1; Path=/';
    readOrder.mockResolvedValue(buildWireOrder({ id: 'open-1', location: { ...order.location, id: 9, title: 'Dallas' } }));
    renderMenu();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Sweet Tea to cart' })));
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Sweet Tea was added to your cart. This starts a new order here; the order from Dallas is no longer in your cart.')).toBeTruthy();
  });

  it('shows the API’s refusal as an alert', async () => {
    const { ApiError } = jest.requireActual('@/lib/api/api-error');
    addItem.mockRejectedValue(new ApiError(422, 'Sweet Tea is not available right now'));
    renderMenu();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Sweet Tea to cart' })));
    expect(screen.getByRole('alert').textContent).toContain('Sweet Tea is not available right now');
  });
});

describe('MenuTemplate header', () => {
  it('says how and when the order comes, with Change', () => {
    renderMenu({ readiness: { openNow: true, leadMinutes: 20 } });
    expect(screen.getByText('Carryout from Austin')).toBeTruthy();
    expect(screen.getByText('Ready in about 20 min')).toBeTruthy();
    const change = screen.getByRole('link', { name: 'Change the restaurant or how you get your order' });
    expect(change.textContent).toBe('Change');
    expect(change.getAttribute('href')).toBe('/order-now');
  });

  it('says a closed store takes orders for later, and counts days for long notice, in French', () => {
    const { unmount } = renderMenu({ readiness: { openNow: false, leadMinutes: 20 } });
    expect(screen.getByText('Closed now: order ahead for later')).toBeTruthy();
    unmount();
    renderMenu({ locale: 'fr-ca', readiness: { openNow: true, leadMinutes: 48 * 60 } });
    expect(screen.getByText('Commandez 2 jours à l’avance')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier le restaurant ou le mode de réception de votre commande' }).getAttribute('href')).toBe('/ca/fr/order-now');
  });
});
