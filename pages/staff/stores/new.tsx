/** /staff/stores/new: a brand admin adds a store (anyone else gets the not-found page); never indexed. */
import { NewStoreTemplate, type NewStoreData } from '@/components/staff/stores/store-page-template';
import { fetchStaffStores } from '@/lib/api/staff-stores';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<NewStoreData>(
  staffLoader<NewStoreData>(async ({ staff, staffApi, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    const { stores, choices } = await fetchStaffStores(staffApi);
    return {
      props: { staff, stores, choices },
      head: { title: t('staffStores.addTitle'), description: t('staffStores.introAdmin'), path: '/staff/stores/new', preventIndexing: true },
    };
  }),
);

export default function StaffNewStorePage(props: NewStoreData) {
  return <NewStoreTemplate {...props} />;
}
