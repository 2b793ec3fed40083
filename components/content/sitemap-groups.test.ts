import { getContent } from '@/content';
import { staticPublicPaths } from '@/lib/seo/sitemap-entries';
import { SITEMAP_GROUPS, pageName, sitemapSections } from './sitemap-groups';

describe('SITEMAP_GROUPS', () => {
  it('shows every public page except the sitemap itself, once', () => {
    const listed = Object.values(SITEMAP_GROUPS).flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(staticPublicPaths().filter((path) => path !== '/sitemap').sort());
  });
});

describe('sitemapSections', () => {
  it.each(['en', 'fr-ca', 'ja-jp'])('names every page in %s', (locale) => {
    const table = getContent('pageMeta', locale);
    const sections = sitemapSections(table, { '/legal/privacy-policy': 'Privacy Policy' });
    expect(sections.flatMap((section) => section.links)).toHaveLength(Object.values(SITEMAP_GROUPS).flat().length);
  });

  it('names a page whose name depends on the market by the name given, over its page meta', () => {
    const links = sitemapSections(getContent('pageMeta', 'fr-ca'), { '/contact/ccpa-privacy-form': 'Demande au titre de la LPRPDE' }).flatMap((section) => section.links);
    expect(links).toContainEqual({ name: 'Demande au titre de la LPRPDE', path: '/contact/ccpa-privacy-form' });
  });

  it('uses the last breadcrumb as the name, and skips a page without meta', () => {
    const table = getContent('pageMeta', 'en');
    expect(pageName(table, '/catering/faq')).toBe('Catering FAQ');
    expect(pageName(table, '/')).toBe('Home');
    expect(pageName(table, '/nope')).toBeNull();
    expect(sitemapSections({})[0]?.links).toEqual([]);
  });
});
