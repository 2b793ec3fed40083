/**
 * /staff/stores: the stores a manager runs, for store managers and brand admins (store staff get
 * the not-found page, as the API refuses them); never indexed.
 */
import { StoresTemplate, type StoresData } from '@/components/staff/stores/stores-template';
import { fetchStaffStores } from '@/lib/api/staff-stores';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<StoresData>(
  staffLoader<StoresData>(async ({ staff, staffApi, t }) => {
    if (staff.role === 'store_staff') return { notFound: true };
    return {
      props: { staff, list: await fetchStaffStores(staffApi) },
      head: { title: t('staffStores.title'), description: t('staffStores.introManager'), path: '/staff/stores', preventIndexing: true },
    };
  }),
);

export default function StaffStoresPage(props: StoresData) {
  return <StoresTemplate {...props} />;
}
