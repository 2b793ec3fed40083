/** /staff/applications: the job applications of the member's stores (never indexed), one store's with ?storeId=, a page at a time. Another store's id is a 404. */
import { ApplicationsTemplate, type ApplicationsData } from '@/components/staff/applications/applications-template';
import { fetchStaffJobApplications } from '@/lib/api/jobs';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

const PAGE_SIZE = 20;

function wholeNumber(value: string | string[] | undefined): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

export const getServerSideProps = withPage<ApplicationsData>(
  staffLoader<ApplicationsData>(async ({ staff, staffApi, query, t }) => {
    const storeId = wholeNumber(query.storeId);
    if (storeId !== null && !staff.stores.some((store) => store.id === storeId)) return { notFound: true };
    const page = await fetchStaffJobApplications(staffApi, { ...(storeId !== null ? { storeId } : {}), page: wholeNumber(query.page) ?? 1, pageSize: PAGE_SIZE });
    return {
      props: { staff, storeId, page },
      head: { title: t('jobs.staff.title'), description: t('jobs.staff.title'), path: '/staff/applications', preventIndexing: true },
    };
  }),
);

export default function StaffApplicationsPage(props: ApplicationsData) {
  return <ApplicationsTemplate {...props} />;
}
