import { getContent } from '@/content';
import type { LocaleTag } from '@/domain/markets';
import { createTranslator } from './i18n';
import { pageMarket } from './market';
import { pageShell } from './page-shell';
import { DO_NOT_SELL_PATH, PRIVACY_POLICY_PATH, privacyLinks } from './privacy/market-law';

function shellOf(locale: LocaleTag, holidayMode = false) {
  const data = { navigation: getContent('navigation', locale), footer: getContent('footer', locale), holidayMode };
  return pageShell(data, pageMarket(locale), createTranslator(locale));
}

describe('pageShell', () => {
  it.each([
    ['en-us', ['Menu At A Glance', 'Catering', 'Locations']],
    ['en-ca', ['Menu At A Glance', 'Catering', 'Locations', 'Order Now', 'Our Story']],
  ] as const)('gives %s the menus of its country', (locale, titles) => {
    expect(shellOf(locale).menus.map((menu) => menu.title)).toEqual(titles);
  });

  it('passes the footer content through as read', () => {
    expect(shellOf('fr-ca').footer).toEqual(getContent('footer', 'fr-ca'));
  });

  it.each([
    ['en-us', true],
    ['fr-ca', false],
  ] as const)('gives %s the privacy links of its law, in its language (do-not-sell: %p)', (locale, doNotSell) => {
    const links = shellOf(locale).privacyLinks;
    expect(links).toEqual(privacyLinks(createTranslator(locale), pageMarket(locale).country));
    expect(links[0]?.url).toBe(PRIVACY_POLICY_PATH);
    expect(links.some((link) => link.url === DO_NOT_SELL_PATH)).toBe(doNotSell);
  });

  it('words the links in the market language', () => {
    expect(shellOf('fr-ca').privacyLinks[0]?.title).not.toBe(shellOf('en-ca').privacyLinks[0]?.title);
  });
});
