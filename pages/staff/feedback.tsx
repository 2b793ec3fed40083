/**
 * /staff/feedback: the guests' submissions the member may read (never indexed), by `?kind=` and
 * `?page=`. General feedback is for brand admins: asked for by store staff, it is a 404.
 */
import { FeedbackTemplate, type FeedbackData } from '@/components/staff/feedback/feedback-template';
import { fetchStaffSubmissions, submissionKindsOf, submissionQueryOf } from '@/lib/api/staff-feedback';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<FeedbackData>(
  staffLoader<FeedbackData>(async ({ staff, staffApi, query, t }) => {
    const { kind, page } = submissionQueryOf(query);
    if (!submissionKindsOf(staff.role).includes(kind)) return { notFound: true };
    const submissions = await fetchStaffSubmissions(staffApi, kind, page);
    return {
      props: { staff, submissions },
      head: { title: t('contact.staff.metaTitle'), description: t('contact.staff.metaDescription'), path: '/staff/feedback', preventIndexing: true },
    };
  }),
);

export default function StaffFeedbackPage(props: FeedbackData) {
  return <FeedbackTemplate {...props} />;
}
