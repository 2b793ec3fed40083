/**
 * /staff/content: the blog posts of every language with where each stands (draft, scheduled,
 * published), filtered by language and status, for brand admins (anyone else gets the not-found
 * page, as the API refuses them); never indexed.
 */
import { ContentTemplate, type ContentData } from '@/components/staff/content/content-template';
import { contentFiltersOf, fetchStaffPosts } from '@/lib/api/staff-content';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<ContentData>(
  staffLoader<ContentData>(async ({ staff, staffApi, query, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    const filters = contentFiltersOf(query);
    return {
      props: { staff, filters, list: await fetchStaffPosts(staffApi, filters) },
      head: { title: t('staffContent.title'), description: t('staffContent.intro'), path: '/staff/content', preventIndexing: true },
    };
  }),
);

export default function StaffContentPage(props: ContentData) {
  return <ContentTemplate {...props} />;
}
