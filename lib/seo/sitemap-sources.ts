/**
 * Loads what /sitemap.xml lists: every blog post and press release (content GraphQL), the items of Menu At A Glance
 * (their pages exist in every market) and, country by country, the state, city and store pages
 * (ordering API, asked in the country's first locale).
 */
import { COUNTRY_CODES, COUNTRIES, type CountryCode, type LocaleTag } from '@/domain/markets';
import { fetchPostIndex } from '@/lib/api/content';
import { fetchStatesWithStores, type StateWithCities } from '@/lib/api/locations';
import { fetchGlanceMenu } from '@/lib/api/menu-at-a-glance';
import { BLOG_PAGE_SIZE } from '@/content';
import type { SitemapSources } from './sitemap-entries';

function storePathsOf(states: StateWithCities[]): string[] {
  return states.flatMap((state) => [
    state.path,
    ...state.cities.flatMap((city) => [city.path, ...city.stores.map((store) => store.path)]),
  ]);
}

export async function loadSitemapSources(site: string, glanceMenuId: number): Promise<SitemapSources> {
  const posts = await fetchPostIndex({ locale: 'en-us', token: null });
  const pressReleases = await fetchPostIndex({ locale: 'en-us', token: null }, {}, 'press');
  const menu = await fetchGlanceMenu({ locale: 'en-us', token: null }, glanceMenuId);
  const menuItemSlugs = [...new Set(menu.sections.flatMap((section) => section.items.map((item) => item.slug)))];
  const perCountry = await Promise.all(
    COUNTRY_CODES.map(async (country) => {
      const locale = COUNTRIES[country].locales[0] as LocaleTag;
      const states = await fetchStatesWithStores({ locale, token: null });
      return [country, storePathsOf(states)] as const;
    }),
  );
  const storePaths: Partial<Record<CountryCode, string[]>> = {};
  for (const [country, paths] of perCountry) if (paths.length > 0) storePaths[country] = paths;
  return { site, posts, pressReleases, blogPageCount: Math.ceil(posts.length / BLOG_PAGE_SIZE), menuItemSlugs, storePaths };
}
