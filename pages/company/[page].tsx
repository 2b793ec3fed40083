/** /company/work-for-{brand}: the brand's slug comes from content/brand.ts; other slugs are 404. The openings come from the API. */
import { JobsTemplate } from '@/components/content/jobs-template';
import { WORK_FOR_PATH } from '@/content/brand';
import { fetchContentPage } from '@/lib/api/content';
import { fetchJobOpenings, type JobOpenings } from '@/lib/api/jobs';
import { headFallback, type ContentPageProps } from '@/lib/page-loaders/content';
import { paramOf, withPage } from '@/lib/page-loaders/with-page';
import { contentHead } from '@/lib/seo/content-head';

type WorkForUsProps = ContentPageProps<'workForUs'> & { openings: JobOpenings };

export const getServerSideProps = withPage<WorkForUsProps>(
  async ({ api, t, params }) => {
    if (`/company/${paramOf(params, 'page')}` !== WORK_FOR_PATH) return { notFound: true };
    const [{ data, meta }, openings] = await Promise.all([fetchContentPage(api, 'workForUs', WORK_FOR_PATH), fetchJobOpenings(api)]);
    const head = contentHead(meta, WORK_FOR_PATH, headFallback(t));
    return { props: { content: data, openings, breadcrumbs: head.breadcrumbs ?? [] }, head };
  },
  { publicCache: true },
);

export default function WorkForUsPage({ content, openings, breadcrumbs }: WorkForUsProps) {
  return <JobsTemplate jobs={content} openings={openings} breadcrumbs={breadcrumbs} />;
}
