/**
 * /staff/kitchen: a store's kitchen screen (never indexed). For the store in `?store=` (else the
 * member's first); another store's id is a 404. The board is read here, then follows live.
 */
import { KitchenTemplate, type KitchenPageData } from '@/components/staff/kitchen/kitchen-template';
import { fetchKitchenBoard } from '@/lib/api/staff-kitchen';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

function storeParam(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export const getServerSideProps = withPage<KitchenPageData>(
  staffLoader<KitchenPageData>(async ({ staff, staffApi, query, t }) => {
    const asked = storeParam(query.store);
    if (query.store !== undefined && asked === null) return { notFound: true };
    const storeId = asked ?? staff.stores[0]?.id ?? null;
    if (asked !== null && !staff.stores.some((store) => store.id === asked)) return { notFound: true };
    const board = storeId === null ? null : await fetchKitchenBoard(staffApi, storeId);
    return {
      props: { staff, storeId, board },
      head: { title: t('staffKitchen.title'), description: t('staffKitchen.metaDescription'), path: '/staff/kitchen', preventIndexing: true },
    };
  }),
);

export default function StaffKitchenPage(props: KitchenPageData) {
  return <KitchenTemplate {...props} />;
}
