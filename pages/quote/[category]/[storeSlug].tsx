import { MenuTemplate } from '@/components/menu/menu-template';
import { fetchStore, type StoreSummary } from '@/lib/api/locations';
import { fetchMenuSections, isMenuCategory, type MenuCategory, type MenuSection } from '@/lib/api/menus';
import { paramOf, withPage } from '@/lib/page-props';

type Props = { store: StoreSummary; category: MenuCategory; sections: MenuSection[] };

export const getServerSideProps = withPage<Props>(
  async ({ api, t, params }) => {
    const category = paramOf(params, 'category');
    if (!isMenuCategory(category)) return { notFound: true };
    const details = await fetchStore(api, paramOf(params, 'storeSlug'));
    if (!details) return { notFound: true };
    const sections = await fetchMenuSections(api, details.id, category);
    const { id, slug, title, phone, address, path } = details;
    const names = { category: t(`menu.category.${category}`), store: title };
    return {
      props: { store: { id, slug, title, phone, address, path }, category, sections },
      head: {
        title: t('menu.metaTitle', names),
        description: t('menu.metaDescription', names),
        path: `/quote/${category}/${slug}`,
      },
    };
  },
  { publicCache: true },
);

export default function MenuPage({ store, category, sections }: Props) {
  return <MenuTemplate store={store} category={category} sections={sections} />;
}
