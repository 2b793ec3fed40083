/**
 * /staff/stores/[storeId]: a store's page for its managers and brand admins (another store, or
 * store staff, get the not-found page, as the API answers 404 or 403); never indexed.
 */
import { StorePageTemplate, type StorePageData } from '@/components/staff/stores/store-page-template';
import { isApiError } from '@/lib/api/api-error';
import { fetchStorePauses } from '@/lib/api/staff-pauses';
import { fetchStaffStore } from '@/lib/api/staff-stores';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<StorePageData>(
  staffLoader<StorePageData>(async ({ staff, staffApi, t, query }) => {
    const storeId = Number(query.storeId);
    if (staff.role === 'store_staff' || !Number.isInteger(storeId) || storeId < 1) return { notFound: true };
    try {
      const [{ store, choices }, pauses] = await Promise.all([fetchStaffStore(staffApi, storeId), fetchStorePauses(staffApi, storeId)]);
      return {
        props: { staff, store, choices, added: query.added === '1', pauses },
        head: { title: store.title, description: t('staffStores.introManager'), path: `/staff/stores/${storeId}`, preventIndexing: true },
      };
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 403)) return { notFound: true };
      throw error;
    }
  }),
);

export default function StaffStorePage(props: StorePageData) {
  return <StorePageTemplate {...props} />;
}
