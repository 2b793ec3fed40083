/**
 * /staff/smoke: a store's smoked meats today and tomorrow, entered by its manager (the store in
 * `?store=`, else the member's first; `?day=tomorrow` for tomorrow's smoke); another store's id
 * is the not-found page. Never indexed.
 */
import { SmokeTemplate, type SmokeData } from '@/components/staff/smoke/smoke-template';
import { fetchSmokeBoard } from '@/lib/api/staff-smoke';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

function storeParam(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export const getServerSideProps = withPage<SmokeData>(
  staffLoader<SmokeData>(async ({ staff, staffApi, query, t }) => {
    const asked = storeParam(query.store);
    if (asked !== null && !staff.stores.some((store) => store.id === asked)) return { notFound: true };
    const storeId = asked ?? staff.stores[0]?.id ?? null;
    return {
      props: { staff, board: storeId === null ? null : await fetchSmokeBoard(staffApi, storeId), tomorrow: query.day === 'tomorrow' },
      head: { title: t('smoke.console.title'), description: t('smoke.console.intro'), path: '/staff/smoke', preventIndexing: true },
    };
  }),
);

export default function StaffSmokePage(props: SmokeData) {
  return <SmokeTemplate {...props} />;
}
