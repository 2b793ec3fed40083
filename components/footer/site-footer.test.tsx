/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getContent } from '@/content';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { LocaleTag } from '@/domain/markets';
import { createTranslator } from '@/lib/i18n';
import { pageMarket } from '@/lib/market';
import { privacyLinks } from '@/lib/privacy/market-law';
import { SiteFooter } from './site-footer';

function renderFooter(locale: LocaleTag = 'en-us') {
  // The privacy links as the page loader gives them (lib/page-shell.ts), in the market's language.
  const links = privacyLinks(createTranslator(locale), pageMarket(locale).country);
  return renderWithProviders(<SiteFooter footer={getContent('footer', locale)} privacyLinks={links} />, { locale });
}

const columnTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

function setViewport(matches: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches, addEventListener: jest.fn(), removeEventListener: jest.fn() });
}

describe('SiteFooter', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it.each([
    ['en-us', ['Menu', 'Catering', 'Company', 'Rewards & Gifts', 'Contact', 'Our Family of Brands']],
    ['en-ca', ['Menu', 'Catering', 'Company', 'Rewards & Gifts', 'Contact']],
    ['en-ae', ['Menu', 'Company', 'Contact']],
  ] as const)('%s shows the columns its flags allow', (locale, titles) => {
    renderFooter(locale);
    expect(columnTitles().slice(0, titles.length)).toEqual(titles);
    expect(columnTitles()).not.toContain(locale === 'en-us' ? 'none' : 'Our Family of Brands');
  });

  it.each([
    ['Menu At A Glance', '/pdf/menu-at-a-glance.pdf'],
    ['Sitemap', '/sitemap'],
    ['Privacy policy (PDF)', '/pdf/privacy-policy.pdf'],
  ])('opens %s in a new tab, with rel=noopener and a spoken hint', (title, href) => {
    renderFooter();
    const link = screen.getByRole('link', { name: `${title} (opens in a new tab)` });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['en-us', '/e-gift-cards'],
    ['en-ca', '/ca/en/e-gift-cards'],
    ['fr-ca', '/ca/fr/e-gift-cards'],
  ] as const)('links E-Gift Cards to our buying page in %s, in the same tab', (locale, href) => {
    renderFooter(locale);
    const link = screen.getAllByRole('link').find((candidate) => candidate.getAttribute('href') === href);
    expect(link).toBeDefined();
    expect(link?.getAttribute('target')).toBeNull();
  });

  it('keeps site pages in the tab and in the market', () => {
    renderFooter('fr-ca');
    const link = screen.getAllByRole('link').find((candidate) => candidate.getAttribute('href') === '/ca/fr/catering/faq');
    expect(link?.getAttribute('target')).toBeNull();
  });

  it('shows contact numbers as phone links, social icons, app badges and the copyright with the current year', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: '1-866-555-0141' }).getAttribute('href')).toBe('tel:+18665550141');
    expect(screen.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' })).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Whitlock's Barbecue Pit. All rights reserved.`)).toBeTruthy();
  });

  it.each([
    ['en-us', ['Privacy policy (CCPA/CPRA)', 'Privacy policy (PDF)', 'CCPA Policy', 'Privacy request (CCPA/CPRA)', 'Do not sell or share my personal information']],
    ['fr-ca', ['Politique de confidentialité (LPRPDE et Loi 25)', 'Demande relative aux renseignements personnels (LPRPDE et Loi 25)']],
    ['ja-jp', ['プライバシーポリシー（個人情報保護法）', '個人情報に関する請求（個人情報保護法）']],
    ['pt-br', ['Política de privacidade (LGPD)', 'Solicitação sobre dados pessoais (LGPD)']],
    ['es-mx', ['Aviso de privacidad (LFPDPPP)', 'Solicitud sobre datos personales (LFPDPPP)']],
    ['en-ph', ['Privacy policy (Data Privacy Act)', 'Privacy request (Data Privacy Act)']],
    ['en-pk', ['Privacy policy', 'Privacy request']],
  ] as const)('%s links the privacy policy and request of its market’s law, and nothing of another law', (locale, titles) => {
    renderFooter(locale);
    const privacy = screen
      .getAllByRole('link')
      .map((link) => (link.textContent ?? '').replace(/\s*\(opens in a new tab\)$/, ''))
      .filter((text) => /privacy|privacidad|privacidade|confidentialité|renseignements|dados|datos|個人情報|プライバシー|sell|CCPA/i.test(text));
    expect(privacy).toEqual(titles);
    if (locale !== 'en-us') expect(screen.queryByText(/CCPA/)).toBeNull();
  });

  it.each([
    ['en-ca', 'Guest Relations:', '416-555-0178', 'tel:+14165550178', /^Download on the App Store/, 'https://apps.whitlocks-bbq.example/ios/ca'],
    ['fr-ca', 'Service à la clientèle\u00a0:', '416-555-0178', 'tel:+14165550178', /^Télécharger dans l’App Store/, 'https://apps.whitlocks-bbq.example/ios/ca'],
    ['ja-jp', 'お客様相談窓口：', '03-5555-0142', 'tel:+81355550142', /^App Storeからダウンロード/, 'https://apps.whitlocks-bbq.example/ios/jp'],
    ['pt-br', 'Atendimento ao cliente', '(11) 5555-0142', 'tel:+551155550142', /^Baixar na App Store/, 'https://apps.whitlocks-bbq.example/ios/br'],
    ['es-mx', 'Atención a clientes', '55 5555 0142', 'tel:+525555550142', /^Descárgala en el App Store/, 'https://apps.whitlocks-bbq.example/ios/mx'],
  ] as const)('%s shows its own phone line and app badges in its language, and no US toll-free number', (locale, line, number, href, badge, store) => {
    renderFooter(locale);
    const phone = screen.getByRole('link', { name: number });
    expect(phone.getAttribute('href')).toBe(href);
    expect(phone.closest('li')?.textContent).toContain(line);
    expect(screen.queryByText(/1-8(00|66)-555/)).toBeNull();
    expect(screen.getByRole('link', { name: badge }).getAttribute('href')).toBe(store);
  });

  it('collapses columns behind their headings on mobile only', () => {
    setViewport(true);
    renderFooter();
    const toggle = screen.getByRole('button', { name: /Catering/ });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(list.hidden).toBe(false);
    fireEvent.click(toggle);
    expect(list.hidden).toBe(true);
  });

  it('keeps every column open, without toggles, on wider screens', () => {
    setViewport(false);
    renderFooter();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    const company = screen.getByRole('heading', { name: 'Company' }).closest('section')!;
    expect(within(company).getByRole('link', { name: 'Our Story' })).toBeTruthy();
  });

  it('is in the market language', () => {
    renderFooter('ja-jp');
    act(() => undefined);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('heading', { name: getContent('footer', 'ja-jp').socialTitle })).toBeTruthy();
  });
});
