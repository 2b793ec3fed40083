/**
 * /staff/menu: a store's items and their availability, for every staff role (the store in
 * `?store=`, else the member's first); another store's id is the not-found page. Never indexed.
 */
import { MenuAvailabilityTemplate, type MenuAvailabilityData } from '@/components/staff/menu/menu-availability-template';
import { fetchStaffMenu } from '@/lib/api/staff-menu';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

function storeParam(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export const getServerSideProps = withPage<MenuAvailabilityData>(
  staffLoader<MenuAvailabilityData>(async ({ staff, staffApi, query, t }) => {
    const asked = storeParam(query.store);
    if (asked !== null && !staff.stores.some((store) => store.id === asked)) return { notFound: true };
    const storeId = asked ?? staff.stores[0]?.id ?? null;
    return {
      props: { staff, menu: storeId === null ? null : await fetchStaffMenu(staffApi, storeId) },
      head: { title: t('staffMenu.title'), description: t('staffMenu.intro'), path: '/staff/menu', preventIndexing: true },
    };
  }),
);

export default function StaffMenuPage(props: MenuAvailabilityData) {
  return <MenuAvailabilityTemplate {...props} />;
}
