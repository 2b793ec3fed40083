/**
 * What /sitemap.xml lists: every public page, every store, every blog post and press release, in
 * every locale it exists in, each with its alternates. Pure: the page loads the stores and posts.
 */
import { PRIVATE_ROUTES, type ContentRoute } from '@/content/routes';
import { CONTENT_ROUTES } from '@/content/routes';
import { COUNTRIES, type CountryCode, type LocaleTag } from '@/domain/markets';
import { absoluteUrl, alternateLinks, localesInScope, type AlternateScope } from './alternates';
import type { SitemapUrl } from './sitemap-xml';
import { glanceItemPath } from '@/lib/glance-paths';
import { PRIVACY_POLICY_PATH } from '@/lib/privacy/market-law';

/** Per-visitor steps of an order or a quote: public, but nothing a search engine should list. */
const NOT_LISTED: readonly string[] = ['/quote'];

/** Public pages whose meta is not content's page meta: the privacy policy (its market's law names it). */
const OTHER_PUBLIC_PATHS: readonly string[] = [PRIVACY_POLICY_PATH];

/** The public pages without parameters: content routes minus private ones and patterns, and the pages outside content's meta. */
export function staticPublicPaths(routes: readonly ContentRoute[] = CONTENT_ROUTES): string[] {
  const fromContent: string[] = routes.filter((route) => !PRIVATE_ROUTES.includes(route) && !route.includes('[') && !NOT_LISTED.includes(route));
  return [...fromContent, ...OTHER_PUBLIC_PATHS.filter((path) => !fromContent.includes(path))];
}

export type SitemapSources = {
  site: string;
  /** Blog posts (English slugs: translations keep them) with their yyyy-mm-dd date. */
  posts: { slug: string; date: string }[];
  /** Press releases hosted on the site (/press/releases/[slug]), English slugs, with their yyyy-mm-dd date. */
  pressReleases: { slug: string; date: string }[];
  blogPageCount: number;
  /** The slugs of the items of Menu At A Glance (/menu/[slug]). */
  menuItemSlugs: string[];
  /** Per country: the unprefixed paths of its state, city and store pages. */
  storePaths: Partial<Record<CountryCode, string[]>>;
};

function entries(site: string, path: string, scope: AlternateScope, from: LocaleTag, lastmod?: string): SitemapUrl[] {
  const alternates = alternateLinks(from, path, site, scope);
  return localesInScope(from, scope).map((locale) => ({
    loc: absoluteUrl(site, locale, path),
    alternates,
    ...(lastmod ? { lastmod } : {}),
  }));
}

export function sitemapUrls(sources: SitemapSources): SitemapUrl[] {
  const { site } = sources;
  const everywhere = (path: string, lastmod?: string) => entries(site, path, 'all', 'en-us', lastmod);
  const blogPages = Array.from({ length: Math.max(0, sources.blogPageCount - 1) }, (_, index) => `/press/blog/page/${index + 2}`);
  const stores = (Object.entries(sources.storePaths) as [CountryCode, string[]][]).flatMap(([country, paths]) => {
    const first = COUNTRIES[country].locales[0] as LocaleTag;
    return paths.flatMap((path) => entries(site, path, 'country', first));
  });
  return [
    ...staticPublicPaths().flatMap((path) => everywhere(path)),
    ...blogPages.flatMap((path) => everywhere(path)),
    ...sources.posts.flatMap((post) => everywhere(`/press/blog/${encodeURIComponent(post.slug)}`, post.date)),
    ...sources.pressReleases.flatMap((release) => everywhere(`/press/releases/${encodeURIComponent(release.slug)}`, release.date)),
    ...sources.menuItemSlugs.flatMap((slug) => everywhere(glanceItemPath(slug))),
    ...stores,
  ];
}
