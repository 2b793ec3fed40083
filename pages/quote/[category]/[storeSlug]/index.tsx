import { MenuTemplate } from '@/components/menu/menu-template';
import type { MenuReadiness, MenuStore } from '@/lib/api/locations';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import { fetchMenuSections, type MenuCategory, type MenuSection } from '@/lib/api/menus';
import type { OrderStep } from '@/lib/order-context';
import { withPage } from '@/lib/page-loaders/with-page';
import { loadOrderingRoute, menuReadinessOf } from '@/lib/page-loaders/ordering-route';
import { chosenItemPath, forgetGlanceChoice, glanceChoiceOf } from '@/lib/glance-choice';
import { localizedPath } from '@/domain/markets';

/** No cart summary: the page is the same for every visitor; the header reads it in the browser. */
type Props = { orderStep: OrderStep } & {
  store: MenuStore;
  category: MenuCategory;
  sections: MenuSection[];
  handoff: HandoffTypeParam;
  readiness: MenuReadiness | null;
};

export const getServerSideProps = withPage<Props>(
  async (args) => {
    const route = await loadOrderingRoute(args);
    if (!route) return { notFound: true };
    const { store, category, handoff } = route;
    const [sections, readiness] = await Promise.all([fetchMenuSections(args.api, store.id, category), menuReadinessOf(args.api, route)]);
    const chosen = glanceChoiceOf(args.requestCookie);
    const cookies = chosen ? [forgetGlanceChoice()] : [];
    const chosenPath = chosen ? chosenItemPath(sections, chosen, { category, storeSlug: store.slug, handoff }) : null;
    if (chosenPath) return { redirect: { destination: localizedPath(args.market.locale, chosenPath), permanent: false }, cookies };
    const names = { category: args.t(`menu.category.${category}`), store: store.title };
    return {
      cookies,
      props: { store, category, sections, handoff, readiness, orderStep: 'subcategory' },
      head: {
        title: args.t('menu.metaTitle', names),
        description: args.t('menu.metaDescription', names),
        path: `/quote/${category}/${store.slug}`,
      },
    };
  },
  { publicCache: true, anonymous: true },
);

export default function MenuPage({ store, category, sections, handoff, readiness }: Props) {
  return <MenuTemplate store={store} category={category} sections={sections} handoff={handoff} readiness={readiness} />;
}
