/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { COOKIE_CONSENT_MAX_AGE, HIDE_INTERNATIONAL_PROMPT_MAX_AGE, HIDE_PROMOTIONS_BAR_MAX_AGE } from '@/domain/constants';
import { CanadaLanguageModal } from './canada-language-modal';
import { BANNER_MARKS_SCRIPT } from '@/lib/banner-marks';
import { CookieBanner } from './cookie-banner';
import { InternationalBanner } from './international-banner';
import { PromotionsBar } from './promotions-bar';
import { TopBanners } from './site-banners';

function clearCookies() {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim()).filter(Boolean)) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

let cookieWrites: string[] = [];
beforeEach(() => {
  clearCookies();
  cookieWrites = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    cookieWrites.push(value);
    descriptor.set!.call(this, value);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('CookieBanner', () => {
  it.each([
    ['Accept', 'Accept'],
    ['the close icon', 'Close the cookie notice'],
  ])('%s stores consent for 63115200 s and hides the banner', (_how, name) => {
    renderWithProviders(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(cookieWrites).toEqual([`cookieConsent=true; Path=/; Max-Age=${COOKIE_CONSENT_MAX_AGE}; SameSite=Lax`]);
  });

  it('stays hidden once consent is stored', () => {
    document.cookie = 'cookieConsent=true; Path=/';
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it.each([
    ['consent stored', 'cookieConsent=true; Path=/', ['data-cookie-consent']],
    ['the promotions bar closed', 'hidePromotionsBar=true; Path=/', ['data-promotions-hidden']],
    ['neither', 'otherCookie=1; Path=/', []],
  ])('marks <html> to hide the server-rendered banners before hydration: %s', (_how, cookie, marked) => {
    const marks = ['data-cookie-consent', 'data-promotions-hidden'];
    for (const mark of marks) document.documentElement.removeAttribute(mark);
    document.cookie = cookie;
    new Function(BANNER_MARKS_SCRIPT)();
    expect(marks.filter((mark) => document.documentElement.hasAttribute(mark))).toEqual(marked);
    for (const mark of marks) document.documentElement.removeAttribute(mark);
    document.cookie = `${cookie.split('=')[0]}=; Path=/; Max-Age=0`;
  });

  it('links the cookie policy in a new tab', () => {
    renderWithProviders(<CookieBanner />);
    expect(screen.getByRole('link', { name: /cookie policy/ }).getAttribute('href')).toBe('/pdf/cookie-policy.pdf');
  });
});

describe('PromotionsBar', () => {
  it('hides for 7 days once closed', () => {
    renderWithProviders(<PromotionsBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide promotions' }));
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
    expect(cookieWrites).toEqual([`hidePromotionsBar=true; Path=/; Max-Age=${HIDE_PROMOTIONS_BAR_MAX_AGE}; SameSite=Lax`]);
  });

  it('stays hidden while the cookie lasts', () => {
    document.cookie = 'hidePromotionsBar=true; Path=/';
    renderWithProviders(<PromotionsBar />);
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
  });
});

describe('InternationalBanner', () => {
  const geo = (country: string | null) =>
    jest.fn(async () => ({ ok: true, json: async () => ({ country }) }) as unknown as Response);

  it('offers the detected country site for the same page, and Continue stores the hide flag', async () => {
    global.fetch = geo('CA');
    renderWithProviders(<InternationalBanner />, { asPath: '/locations' });
    const region = await screen.findByRole('region', { name: 'Country site' });
    expect(region.textContent).toContain('It looks like you are in Canada.');
    const link = screen.getByRole('link', { name: 'Continue' });
    expect(link.getAttribute('href')).toBe('/ca/en/locations');
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    fireEvent.click(link);
    expect(screen.queryByRole('region', { name: 'Country site' })).toBeNull();
    expect(cookieWrites).toEqual([
      `hideContinueToInternationalSitePrompt=true; Path=/; Max-Age=${HIDE_INTERNATIONAL_PROMPT_MAX_AGE}; SameSite=Lax`,
    ]);
  });

  it('close hides it and stores the flag too', async () => {
    global.fetch = geo('JP');
    renderWithProviders(<InternationalBanner />, { asPath: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Stay on this site' }));
    expect(screen.queryByRole('region', { name: 'Country site' })).toBeNull();
    expect(cookieWrites[0]).toMatch(/^hideContinueToInternationalSitePrompt=true/);
  });

  it('never asks for the country once the hide flag exists', async () => {
    document.cookie = 'hideContinueToInternationalSitePrompt=true; Path=/';
    global.fetch = geo('CA');
    renderWithProviders(<InternationalBanner />, { asPath: '/' });
    await act(async () => undefined);
    expect(global.fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Country site' })).toBeNull();
  });

  it('stays hidden on the detected country own site', async () => {
    global.fetch = geo('CA');
    renderWithProviders(<InternationalBanner />, { asPath: '/ca/fr/locations', locale: 'fr-ca' });
    await waitFor(() => expect(global.fetch).toHaveBeenCalledWith('/api/getGeoFromIp', expect.anything()));
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Site du pays' })).toBeNull();
  });
});

describe('a cart from another market', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ country: null }) }) as unknown as Response);
  });
  const usCart = { orderPrice: '16.22', currency: 'USD' as const, numberOfItemsInCart: 1 };

  it('on the French Canadian site, offers to continue the US order on the US site or to start one here', async () => {
    renderWithProviders(<TopBanners />, { locale: 'fr-ca', orderSummary: usCart });
    const region = await screen.findByRole('region', { name: 'Votre panier dans un autre pays' });
    expect(region.textContent).toContain('Votre panier contient une commande dans un autre pays : États-Unis.');
    expect(screen.getByRole('link', { name: 'Reprendre cette commande' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Commencer une nouvelle commande ici' }).getAttribute('href')).toBe('/ca/fr/order-now');
  });

  it('says nothing on the cart’s own site', async () => {
    renderWithProviders(<TopBanners />, { locale: 'en-us', orderSummary: usCart });
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Your cart in another country' })).toBeNull();
  });

  it('on a site that takes no orders, offers only to continue', async () => {
    renderWithProviders(<TopBanners />, { locale: 'pt-br', orderSummary: usCart });
    await screen.findByRole('region', { name: 'Seu carrinho em outro país' });
    expect(screen.getByRole('link', { name: 'Continuar esse pedido' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('link', { name: 'Começar um novo pedido aqui' })).toBeNull();
  });
});

describe('CanadaLanguageModal', () => {
  it('asks on /ca, offering each language in itself; choosing stores it and goes there', () => {
    const { router } = renderWithProviders(<CanadaLanguageModal />, { locale: 'en-ca', languageChosen: false, asPath: '/ca/locations' });
    const dialog = screen.getByRole('dialog', { name: 'Choose your language' });
    expect(dialog.textContent).toContain('Dans quelle langue voulez-vous naviguer ?');
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(router.push).toHaveBeenCalledWith('/ca/fr/locations');
    expect(cookieWrites[0]).toMatch(/^preferredLanguage=fr; Path=\/; Max-Age=/);
  });

  it('uses a stored choice without asking', () => {
    document.cookie = 'preferredLanguage=en; Path=/';
    const { router } = renderWithProviders(<CanadaLanguageModal />, { locale: 'en-ca', languageChosen: false, asPath: '/ca' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.replace).toHaveBeenCalledWith('/ca/en');
  });

  it.each([
    ['/ca/fr', 'fr-ca', true],
    ['/ae', 'en-ae', true],
  ] as const)('does not ask on %s', (asPath, locale, languageChosen) => {
    renderWithProviders(<CanadaLanguageModal />, { locale, languageChosen, asPath });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
