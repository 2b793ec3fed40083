/** /sitemap.xml: every public page, store and post, in every locale, with hreflang alternates. */
import type { GetServerSideProps } from 'next';
import { buildSitemapXml } from '@/lib/seo/sitemap-xml';
import { sitemapUrls } from '@/lib/seo/sitemap-entries';
import { loadSitemapSources } from '@/lib/seo/sitemap-sources';
import { storefrontConfig } from '@/lib/config/storefront';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  try {
    const config = storefrontConfig();
    const sources = await loadSitemapSources(config.seo.siteUrl, config.glanceMenuId);
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
    res.end(buildSitemapXml(sitemapUrls(sources)));
  } catch (error) {
    console.error('sitemap.xml failed:', error);
    res.statusCode = 503;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Retry-After', '60');
    res.end('The sitemap is unavailable right now. Please try again in a minute.');
  }
  return { props: {} };
};

export default function SitemapXml() {
  return null;
}
