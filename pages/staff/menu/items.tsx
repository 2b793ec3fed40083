/**
 * /staff/menu/items: the brand's categories, subcategories and items with their texts in each
 * language, calories, allergens and option groups, for brand admins (other staff get the
 * not-found page, as the API refuses them); never indexed.
 */
import { MenuItemsTemplate, type MenuItemsData } from '@/components/staff/menu-items/menu-items-template';
import { fetchMenuTree } from '@/lib/api/staff-menu-items';
import { withPage } from '@/lib/page-loaders/with-page';
import { staffLoader } from '@/lib/staff/staff-page';

export const getServerSideProps = withPage<MenuItemsData>(
  staffLoader<MenuItemsData>(async ({ staff, staffApi, t }) => {
    if (staff.role !== 'brand_admin') return { notFound: true };
    return {
      props: { staff, tree: await fetchMenuTree(staffApi) },
      head: { title: t('staffMenuItems.title'), description: t('staffMenuItems.intro'), path: '/staff/menu/items', preventIndexing: true },
    };
  }),
);

export default function StaffMenuItemsPage(props: MenuItemsData) {
  return <MenuItemsTemplate {...props} />;
}
