/**
 * /staff/hours/[storeId]: one store's weekly hours and dated exceptions, for its managers and
 * brand admins; store staff, and a store the member does not run, get the not-found page, as the
 * API answers them. Never indexed.
 */
import { StoreHoursTemplate, type StoreHoursData } from '@/components/staff/hours/store-hours-template';
import { isApiError } from '@/lib/api/api-error';
import { fetchStoreHours } from '@/lib/api/staff-hours';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

const STORE_ID = /^[1-9]\d{0,9}$/;

export const getServerSideProps = withPage<StoreHoursData>(
  staffLoader<StoreHoursData>(async ({ staff, staffApi, t, params }) => {
    const raw = String(params?.storeId ?? '');
    if (staff.role === 'store_staff' || !STORE_ID.test(raw)) return { notFound: true };
    try {
      const hours = await fetchStoreHours(staffApi, Number(raw));
      return {
        props: { staff, hours },
        head: { title: t('staffHours.storeTitle', { store: hours.store.title }), description: t('staffHours.introManager'), path: `/staff/hours/${raw}`, preventIndexing: true },
      };
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 403 || error.status === 400)) return { notFound: true };
      throw error;
    }
  }),
);

export default function StaffStoreHoursPage(props: StoreHoursData) {
  return <StoreHoursTemplate {...props} />;
}
