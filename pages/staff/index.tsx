/**
 * /staff: the staff console (never indexed). The member's stores and, for the store in `?store=`
 * (else the first), its orders of the day in `?date=` (else today) in the store's time zone.
 * Another store's id is a 404.
 */
import { StaffConsoleTemplate, type StaffConsoleData } from '@/components/staff/staff-console-template';
import { fetchStoreQueue } from '@/lib/api/staff';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dateParam(value: unknown): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && DAY.test(text) ? text : undefined;
}

function storeParam(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export const getServerSideProps = withPage<StaffConsoleData>(
  staffLoader<StaffConsoleData>(async ({ staff, staffApi, query, t }) => {
    const asked = storeParam(query.store);
    const storeId = asked ?? staff.stores[0]?.id ?? null;
    if (asked !== null && !staff.stores.some((store) => store.id === asked)) return { notFound: true };
    const queue = storeId === null ? null : await fetchStoreQueue(staffApi, storeId, dateParam(query.date));
    return {
      props: { staff, storeId, queue },
      head: { title: t('staff.meta.title'), description: t('staff.meta.description'), path: '/staff', preventIndexing: true },
    };
  }),
);

export default function StaffConsolePage(props: StaffConsoleData) {
  return <StaffConsoleTemplate {...props} />;
}
