/** The sections of the sitemap for people (/sitemap), and each page's name from its page meta. */
import { TALK_TO_PATH, WORK_FOR_PATH } from '@/content/brand';
import type { PageMetaTable } from '@/domain/content/types';

export type SitemapGroup = 'main' | 'catering' | 'company' | 'promos' | 'contact' | 'press' | 'legal';

export const SITEMAP_GROUPS: Record<SitemapGroup, string[]> = {
  main: ['/', '/menu', '/order-now', '/locations', '/franchise-info'],
  catering: ['/catering', '/catering/services', '/catering/faq', '/catering/feedback', '/catering/contest', '/get-a-quote'],
  company: ['/company/our-story', '/company/meet-our-team', WORK_FOR_PATH, '/company/nutritional'],
  promos: ['/promos/current-deals', '/promos/loyalty'],
  contact: [TALK_TO_PATH, '/contact/general-feedback', '/contact/ccpa-privacy-form', '/contact/do-not-sell-my-personal-information'],
  press: ['/press', '/press/blog'],
  legal: ['/legal/terms-and-conditions', '/legal/privacy-policy'],
};

export type SitemapLink = { name: string; path: string };

/** A page's short name: the last step of its breadcrumb trail (the home page's is "Home"). */
export function pageName(table: PageMetaTable, path: string): string | null {
  const meta = table[path];
  return meta?.breadcrumbs.at(-1)?.name ?? meta?.title ?? null;
}

/** The sections with each page's name; `names` gives the pages whose name depends on the market (its privacy law). */
export function sitemapSections(table: PageMetaTable, names: Record<string, string> = {}): { group: SitemapGroup; links: SitemapLink[] }[] {
  return (Object.entries(SITEMAP_GROUPS) as [SitemapGroup, string[]][]).map(([group, paths]) => ({
    group,
    links: paths.flatMap((path) => {
      const name = names[path] ?? pageName(table, path);
      return name ? [{ name, path }] : [];
    }),
  }));
}
