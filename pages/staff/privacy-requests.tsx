/**
 * /staff/privacy-requests: the brand's privacy requests, for brand admins only (store staff get
 * the not-found page, as the API refuses them); never indexed. `?page=` pages through them.
 */
import { StaffPrivacyTemplate, type StaffPrivacyData } from '@/components/privacy/staff-requests-template';
import { fetchStaffPrivacyRequests } from '@/lib/api/privacy';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

function pageOf(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^\d{1,5}$/.test(text) && Number(text) > 0 ? Number(text) : 1;
}

export const getServerSideProps = withPage<StaffPrivacyData>(
  staffLoader<StaffPrivacyData>(async ({ staff, staffApi, query, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    const page = await fetchStaffPrivacyRequests(staffApi, pageOf(query.page));
    return {
      props: { staff, page, now: new Date().toISOString() },
      head: { title: t('privacy.staff.title'), description: t('privacy.staff.metaDescription'), path: '/staff/privacy-requests', preventIndexing: true },
    };
  }),
);

export default function StaffPrivacyRequestsPage(props: StaffPrivacyData) {
  return <StaffPrivacyTemplate {...props} />;
}
