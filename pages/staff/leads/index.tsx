/**
 * /staff/leads: the catering leads of the member's stores (never indexed), filtered by the URL's
 * status, event days, store and search, a page at a time. Another store's id is a 404.
 */
import { LeadsTemplate, type LeadsData } from '@/components/staff/leads/leads-template';
import { fetchStaffLeads } from '@/lib/api/staff-leads';
import { withPage } from '@/lib/page-loaders/with-page';
import { leadFiltersOf } from '@/lib/staff/lead-filters';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<LeadsData>(
  staffLoader<LeadsData>(async ({ staff, staffApi, query, t }) => {
    const filters = leadFiltersOf(query);
    if (filters.storeId !== null && !staff.stores.some((store) => store.id === filters.storeId)) return { notFound: true };
    const page = await fetchStaffLeads(staffApi, filters);
    return {
      props: { staff, filters, page },
      head: { title: t('staff.leads.metaTitle'), description: t('staff.leads.metaDescription'), path: '/staff/leads', preventIndexing: true },
    };
  }),
);

export default function StaffLeadsPage(props: LeadsData) {
  return <LeadsTemplate {...props} />;
}
