/**
 * The shell content for a page that brings none (Next's _error page, whose props come from its
 * own getInitialProps): the bundled navigation and footer of the page's locale. The error page
 * imports this only when it renders, so the content stays out of every page's first load.
 */
import { getContent } from '@/content';
import type { ShellData } from '@/lib/api/shell';

export function fallbackShell(locale: string): ShellData {
  return { navigation: getContent('navigation', locale), footer: getContent('footer', locale), holidayMode: false };
}

