/** /sitemap for people: the site's sections (named from page meta) and the market's restaurants by state. */
import { sitemapSections, type SitemapGroup, type SitemapLink } from '@/components/content/sitemap-groups';
import { SitemapTemplate } from '@/components/content/sitemap-template';
import { privacyLawOf } from '@/domain/privacy/laws';
import { fetchContentPage } from '@/lib/api/content';
import { fetchStatesWithStores, type StateWithCities } from '@/lib/api/locations';
import { headFallback } from '@/lib/page-loaders/content';
import type { HeadCrumb } from '@/lib/page-head';
import { withPage } from '@/lib/page-loaders/with-page';
import { lawTexts, PRIVACY_POLICY_PATH, PRIVACY_REQUEST_PATH } from '@/lib/privacy/market-law';
import { contentHead } from '@/lib/seo/content-head';

type Props = { title: string; sections: { group: SitemapGroup; links: SitemapLink[] }[]; states: StateWithCities[]; breadcrumbs: HeadCrumb[] };

export const getServerSideProps = withPage<Props>(
  async ({ api, t, market }) => {
    const [{ data, meta }, states] = await Promise.all([fetchContentPage(api, 'pageMeta', '/sitemap'), fetchStatesWithStores(api)]);
    const head = contentHead(meta, '/sitemap', headFallback(t));
    const title = meta?.breadcrumbs.at(-1)?.name ?? head.title;
    const law = lawTexts(t, privacyLawOf(market.country));
    const names = { [PRIVACY_POLICY_PATH]: law.policyTitle, [PRIVACY_REQUEST_PATH]: law.requestTitle };
    return { props: { title, sections: sitemapSections(data, names), states, breadcrumbs: head.breadcrumbs ?? [] }, head };
  },
  { publicCache: true, anonymous: true },
);

export default function SitemapPage(props: Props) {
  return <SitemapTemplate {...props} />;
}
