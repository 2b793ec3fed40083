/** /company/work-for-{brand}: the brand's slug comes from content/brand.ts; other slugs are 404. */
import { JobsTemplate } from '@/components/content/jobs-template';
import { WORK_FOR_PATH } from '@/content/brand';
import { fetchContentPage } from '@/lib/api/content';
import { headFallback, type ContentPageProps } from '@/lib/page-loaders/content';
import { paramOf, withPage } from '@/lib/page-loaders/with-page';
import { contentHead } from '@/lib/seo/content-head';

export const getServerSideProps = withPage<ContentPageProps<'workForUs'>>(
  async ({ api, t, params }) => {
    if (`/company/${paramOf(params, 'page')}` !== WORK_FOR_PATH) return { notFound: true };
    const { data, meta } = await fetchContentPage(api, 'workForUs', WORK_FOR_PATH);
    const head = contentHead(meta, WORK_FOR_PATH, headFallback(t));
    return { props: { content: data, breadcrumbs: head.breadcrumbs ?? [] }, head };
  },
  { publicCache: true },
);

export default function WorkForUsPage({ content, breadcrumbs }: ContentPageProps<'workForUs'>) {
  return <JobsTemplate jobs={content} breadcrumbs={breadcrumbs} />;
}
