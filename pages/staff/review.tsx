/**
 * /staff/review: the orders held for review, for store managers and brand admins (store staff get
 * the not-found page, as the API refuses them); never indexed. The list loads in the browser.
 */
import { REVIEWING_ROLES } from '@/domain/staff/review-holds';
import { StaffReviewTemplate, type StaffReviewData } from '@/components/staff/review/review-template';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<StaffReviewData>(
  staffLoader<StaffReviewData>(async ({ staff, t }) => {
    if (!REVIEWING_ROLES.includes(staff.role)) return { notFound: true };
    return {
      props: { staff },
      head: { title: t('staff.review.title'), description: t('staff.review.intro'), path: '/staff/review', preventIndexing: true },
    };
  }),
);

export default function StaffReviewPage(props: StaffReviewData) {
  return <StaffReviewTemplate {...props} />;
}
