/**
 * The shell as pages receive it: the header's menus for the market (lib/nav-menus.ts, with the
 * holiday rule) and the footer's privacy links in its language (lib/privacy/market-law.ts), both
 * worked out on the server from the content the shell loader read (lib/api/shell.ts), beside
 * the footer content. The rules that build them stay out of the browser's first load.
 */
import type { Footer } from '@/domain/content/types';
import type { ShellData } from './api/shell';
import type { Translate } from './i18n-core';
import { countryOf, type PageMarket } from './market';
import { buildNavMenus, type NavMenu } from './nav-menus';
import { privacyLinks, type PrivacyLink } from './privacy/market-law';

export type PageShell = { menus: NavMenu[]; footer: Footer; privacyLinks: PrivacyLink[] };

export function pageShell(shell: ShellData, market: Pick<PageMarket, 'locale' | 'country'>, t: Translate): PageShell {
  return {
    menus: buildNavMenus(shell.navigation, countryOf(market.locale), shell.holidayMode),
    footer: shell.footer,
    privacyLinks: privacyLinks(t, market.country),
  };
}
