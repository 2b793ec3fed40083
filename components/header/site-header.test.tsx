/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getContent } from '@/content';
import { countryOf } from '@/lib/market';
import { buildNavMenus } from '@/lib/nav-menus';
import { renderWithProviders, type RenderOptions } from '@/components/testing/render-with-providers';
import { MOBILE_HANDOFF_MODAL_DELAY_MS } from '@/domain/timings';
import { SiteHeader } from './site-header';

const open = jest.fn();
jest.mock('@/components/ordering/start-order-context', () => ({ useStartOrder: () => ({ open, close: jest.fn(), isOpen: false }) }));

function renderHeader(options: RenderOptions = {}, holidayMode = false) {
  const locale = options.locale ?? 'en-us';
  // The menus as the page loader builds them for the market (lib/page-shell.ts).
  return renderWithProviders(<SiteHeader menus={buildNavMenus(getContent('navigation', locale), countryOf(locale), holidayMode)} />, options);
}

const desktopNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;
const key = (element: Element, name: string) => fireEvent.keyDown(element, { key: name });
const focused = () => document.activeElement;

describe('SiteHeader desktop menu keyboard', () => {
  beforeEach(() => open.mockClear());

  it('moves along the top row (links and submenu buttons) with Left, Right, Home and End, wrapping', () => {
    renderHeader();
    const nav = within(desktopNav());
    const glance = nav.getByRole('link', { name: /Menu At A Glance/ });
    const catering = nav.getByRole('link', { name: 'Catering' });
    const cateringMenu = nav.getByRole('button', { name: 'Catering menu' });
    const locationsMenu = nav.getByRole('button', { name: 'Locations menu' });
    glance.focus();
    key(glance, 'ArrowRight');
    expect(focused()).toBe(catering);
    key(catering, 'ArrowRight');
    expect(focused()).toBe(cateringMenu);
    key(cateringMenu, 'End');
    expect(focused()).toBe(locationsMenu);
    key(locationsMenu, 'ArrowRight');
    expect(focused()).toBe(glance);
    key(glance, 'ArrowLeft');
    expect(focused()).toBe(locationsMenu);
    key(locationsMenu, 'Home');
    expect(focused()).toBe(glance);
  });

  it('keeps each menu page a top-level link, in the market', () => {
    renderHeader({ locale: 'fr-ca' });
    const nav = within(screen.getAllByRole('navigation', { name: 'Principale' })[0]!);
    expect(nav.getByRole('link', { name: 'Restaurants' }).getAttribute('href')).toBe('/ca/fr/locations');
  });

  it('opens a submenu with Down at its first entry, moves with Up/Down, and Escape returns to its button', () => {
    renderHeader();
    const catering = within(desktopNav()).getByRole('button', { name: 'Catering menu' });
    catering.focus();
    key(catering, 'ArrowDown');
    expect(catering.getAttribute('aria-expanded')).toBe('true');
    expect(focused()?.textContent).toBe('Catering Services');
    key(focused()!, 'ArrowDown');
    expect(focused()?.textContent).toBe('Catering FAQ');
    key(focused()!, 'ArrowUp');
    key(focused()!, 'ArrowUp');
    expect(focused()?.textContent).toBe('Order Catering');
    key(focused()!, 'Escape');
    expect(catering.getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe(catering);
  });

  it('opens with Down from the top link too, and Right from a submenu moves on along the top row', () => {
    renderHeader();
    const nav = within(desktopNav());
    const link = nav.getByRole('link', { name: 'Catering' });
    link.focus();
    key(link, 'ArrowDown');
    expect(focused()?.textContent).toBe('Catering Services');
    key(focused()!, 'ArrowRight');
    expect(focused()).toBe(nav.getByRole('link', { name: 'Locations' }));
    expect(nav.getByRole('button', { name: 'Catering menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with Up at the last entry, and Enter or Space on the button toggles it', () => {
    renderHeader();
    const locations = within(desktopNav()).getByRole('button', { name: 'Locations menu' });
    locations.focus();
    key(locations, 'ArrowUp');
    expect(focused()?.textContent).toBe('Current Deals');
    key(focused()!, 'Escape');
    fireEvent.click(locations); // what Enter and Space do on a button
    expect(locations.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(locations);
    expect(locations.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes a submenu when focus leaves it (Tab out)', () => {
    renderHeader();
    const catering = within(desktopNav()).getByRole('button', { name: 'Catering menu' });
    const glance = within(desktopNav()).getByRole('link', { name: /Menu At A Glance/ });
    fireEvent.click(catering);
    fireEvent.blur(catering, { relatedTarget: glance });
    expect(catering.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on mouse hover and closes when the pointer leaves', () => {
    renderHeader();
    const catering = within(desktopNav()).getByRole('button', { name: 'Catering menu' });
    fireEvent.mouseEnter(catering.parentElement!);
    expect(catering.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(catering.parentElement!);
    expect(catering.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the start-order dialog from a modal entry instead of navigating', () => {
    renderHeader();
    const catering = within(desktopNav()).getByRole('button', { name: 'Catering menu' });
    fireEvent.click(catering);
    fireEvent.click(within(desktopNav()).getByRole('link', { name: 'Order Catering' }));
    expect(open).toHaveBeenCalledWith({ mode: 'quote', categorySlug: 'catering' });
    expect(catering.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the Menu At A Glance PDF in a new tab and says so', () => {
    renderHeader();
    const glance = within(desktopNav()).getByRole('link', { name: 'Menu At A Glance (opens in a new tab)' });
    expect(glance.getAttribute('target')).toBe('_blank');
    expect(glance.getAttribute('rel')).toContain('noopener');
  });

  it('shows the holiday entries only in holiday mode', () => {
    renderHeader({}, true);
    fireEvent.click(within(desktopNav()).getByRole('button', { name: 'Catering menu' }));
    expect(within(desktopNav()).getByRole('link', { name: 'Holiday Meals' })).toBeTruthy();
  });
});

describe('SiteHeader order area', () => {
  it.each([
    ['an empty cart', { orderSummary: { orderPrice: null, numberOfItemsInCart: 0 } }, true],
    ['items in the cart', { orderSummary: { orderPrice: '23.50', numberOfItemsInCart: 2 } }, false],
    ['a quote page', { pathname: '/quote/[category]' }, false],
  ])('with %s, Order Now shows: %p', (_case, options, shown) => {
    renderHeader(options as RenderOptions);
    expect(screen.queryByRole('button', { name: 'Order Now' }) !== null).toBe(shown);
  });

  it('shows the cart total and count in the order currency, linking to the cart', () => {
    renderHeader({ locale: 'fr-ca', orderSummary: { orderPrice: '23.50', currency: 'CAD', numberOfItemsInCart: 2 } });
    const cart = screen.getByRole('link', { name: /Panier/ });
    expect(cart.getAttribute('href')).toBe('/ca/fr/cart');
    expect(cart.textContent).toMatch(/23,50\s*\$/);
    expect(cart.textContent).toContain('2 articles');
  });

  it("shows a Canadian order's total in CAD on a US page", () => {
    renderHeader({ locale: 'en-us', orderSummary: { orderPrice: '23.50', currency: 'CAD', numberOfItemsInCart: 2 } });
    expect(screen.getByRole('link', { name: /Cart/ }).textContent).toContain('CA$23.50');
  });

  it('opens the start-order dialog from Order Now', () => {
    open.mockClear();
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(open).toHaveBeenCalledWith({ mode: 'order' });
  });

  it('offers Order on phones, which opens the start-order dialog, on quote pages too', () => {
    open.mockClear();
    renderHeader({ pathname: '/quote/[category]' });
    const order = screen.getByRole('button', { name: 'Order' });
    expect(order.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(order);
    expect(open).toHaveBeenCalledWith({ mode: 'order' });
  });

  it('leaves Order for the cart summary, which continues the order, once the order has items', () => {
    renderHeader({ locale: 'fr-ca', orderSummary: { orderPrice: '23.50', currency: 'CAD', numberOfItemsInCart: 2 } });
    expect(screen.getByRole('link', { name: /Panier/ }).getAttribute('href')).toBe('/ca/fr/cart');
    expect(screen.queryByRole('button', { name: 'Commander' })).toBeNull();
  });

  it('shows only the logo and Back to Cart on summary pages', () => {
    renderHeader({ pathname: '/order/[orderId]/summary' });
    expect(screen.getByRole('link', { name: 'Back to Cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it.each([
    ['checkout', 'Details', ['Menu (done)', 'Cart (done)'], false],
    ['payment', 'Payment', ['Menu (done)', 'Cart (done)', 'Details (done)'], false],
    ['cart', 'Cart', ['Menu (done)'], true],
  ] as const)('on the %s step the named steps mark %s as current (main menu shown: %p)', (orderStep, current, done, menu) => {
    renderHeader({ orderStep, orderSummary: { orderPrice: '16.22', currency: 'USD', numberOfItemsInCart: 3 } });
    const steps = screen.getByRole('navigation', { name: 'Order steps' });
    expect(steps.querySelectorAll('li')).toHaveLength(4);
    expect(steps.querySelector('[aria-current="step"]')?.textContent).toBe(`${['Menu', 'Cart', 'Details', 'Payment'].indexOf(current) + 1}${current}`);
    expect(Array.from(steps.querySelectorAll('li'), (step) => step.textContent!.slice(1)).filter((text) => text.endsWith('(done)'))).toEqual(done);
    expect(screen.queryAllByRole('navigation', { name: 'Main' }).length > 0).toBe(menu);
  });

  it('marks nothing done on an empty cart', () => {
    renderHeader({ orderStep: 'cart' });
    const steps = screen.getByRole('navigation', { name: 'Order steps' });
    expect(steps.textContent).not.toContain('done');
    expect(steps.querySelector('[aria-current="step"]')?.textContent).toBe('2Cart');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the brand, not the software, as the logo', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: "Whitlock's Barbecue Pit, home" }).getAttribute('href')).toBe('/');
  });
});

describe('SiteHeader mobile menu', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    open.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  // The panel is fetched on the first opening.
  const openMenu = async () => {
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Site menu' });
    await within(panel).findByRole('navigation');
    return { button, panel };
  };

  it('has no panel in the page until the menu is first opened, its button collapsed', () => {
    renderHeader();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('signed out: invites to earn points, Sign In and Sign Up; first section expanded', async () => {
    renderHeader();
    const { panel } = await openMenu();
    const view = within(panel);
    expect(view.getByText('Earn and redeem points for free')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(view.getByText(/Don't have an account\?/)).toBeTruthy();
    expect(view.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(view.getByRole('button', { name: /Catering/ }).getAttribute('aria-expanded')).toBe('true');
    expect(view.getByRole('button', { name: /Locations/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('signed in: greets by first name with points, My Profile, My Orders, My Rewards', async () => {
    renderHeader({ user: { firstName: 'Dana', spendablePoints: 120 } });
    const view = within((await openMenu()).panel);
    expect(view.getByText('Hi, Dana!')).toBeTruthy();
    expect(view.getByText('120 points to spend')).toBeTruthy();
    expect(view.getAllByRole('link').map((link) => link.textContent)).toEqual(expect.arrayContaining(['My Profile', 'My Orders', 'My Rewards']));
    expect(view.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('expands and collapses sections', async () => {
    renderHeader();
    const view = within((await openMenu()).panel);
    const locations = view.getByRole('button', { name: /Locations/ });
    fireEvent.click(locations);
    expect(locations.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(locations);
    expect(locations.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape, returning focus to the menu button, and traps Tab', async () => {
    renderHeader();
    const { button, panel } = await openMenu();
    const close = within(panel).getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(panel.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes, then opens the start-order dialog 500 ms later from a modal entry', async () => {
    renderHeader();
    const { button, panel } = await openMenu();
    fireEvent.click(within(panel).getByRole('button', { name: /Locations/ }));
    fireEvent.click(within(panel).getByRole('link', { name: 'Order Now' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(open).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(MOBILE_HANDOFF_MODAL_DELAY_MS));
    expect(open).toHaveBeenCalledWith({ mode: 'order', categorySlug: 'everyday' });
  });

  it.each([
    ['en-us', true],
    ['en-ca', false],
    ['en-ae', false],
  ] as const)('We Cater! with the phone on %s: %p', async (locale, shown) => {
    renderHeader({ locale });
    const view = within((await openMenu()).panel);
    expect(view.queryByText('We Cater!') !== null).toBe(shown);
  });

  it('closes on a route change', async () => {
    const { router } = renderHeader();
    const { button } = await openMenu();
    act(() => router.events.emit('routeChangeStart', '/catering'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
