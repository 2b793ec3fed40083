import { MenuTemplate } from '@/components/menu/menu-template';
import type { MenuReadiness, MenuStore } from '@/lib/api/locations';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import { fetchMenuSection, type MenuCategory, type MenuSection } from '@/lib/api/menus';
import { orderSeed, type OrderPageSeed } from '@/lib/page-loaders/order';
import { currentOrder } from '@/lib/current-order';
import { withPage } from '@/lib/page-loaders/with-page';
import { loadOrderingRoute, menuReadinessOf } from '@/lib/page-loaders/ordering-route';
import { paramOf } from '@/lib/page-loaders/with-page';

type Props = OrderPageSeed & { store: MenuStore; category: MenuCategory; section: MenuSection; handoff: HandoffTypeParam; readiness: MenuReadiness | null };

export const getServerSideProps = withPage<Props>(
  async (args) => {
    const route = await loadOrderingRoute(args);
    if (!route) return { notFound: true };
    const { store, category, handoff } = route;
    const [section, order, readiness] = await Promise.all([
      fetchMenuSection(args.api, store.id, category, paramOf(args.params, 'subcategory')),
      currentOrder(args.api),
      menuReadinessOf(args.api, route),
    ]);
    if (!section) return { notFound: true };
    const names = { section: section.title, store: store.title };
    return {
      props: { store, category, section, handoff, readiness, ...orderSeed(order, 'subcategory') },
      head: {
        title: args.t('ordering.menu.subcategoryMetaTitle', names),
        description: args.t('ordering.menu.subcategoryMetaDescription', names),
        path: `/quote/${category}/${store.slug}/${section.slug}`,
      },
    };
  },
  { publicCache: true },
);

export default function SubcategoryPage({ store, category, section, handoff, readiness }: Props) {
  return <MenuTemplate store={store} category={category} sections={[section]} handoff={handoff} readiness={readiness} subcategory />;
}
