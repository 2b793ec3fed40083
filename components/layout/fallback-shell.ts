/**
 * The shell for a page that brings none (Next's _error page, whose props come from its own
 * getInitialProps): the bundled navigation and footer of the page's market, as lib/page-shell.ts
 * gives it to every other page. The error page imports this only when it renders, so the content
 * and the catalogues stay out of every page's first load.
 */
import { getContent } from '@/content';
import { createTranslator } from '@/lib/i18n';
import { pageShell, type PageShell } from '@/lib/page-shell';
import type { PageMarket } from '@/lib/market';

export function fallbackShell(market: Pick<PageMarket, 'locale' | 'country'>): PageShell {
  const { locale } = market;
  return pageShell({ navigation: getContent('navigation', locale), footer: getContent('footer', locale), holidayMode: false }, market, createTranslator(locale));
}
