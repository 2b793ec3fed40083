/** /group/[shareToken]/[subcategory]/[item]: a group order guest's item page (components/group-orders/item-template.tsx). */
import { GroupItemTemplate, type GroupItemProps } from '@/components/group-orders/item-template';
import type { Currency } from '@/domain/markets';
import { categorySlugOf, orderHandoffValue, type OrderCategoryId } from '@/domain/ordering/handoffs';
import { fetchGroupAsGuest } from '@/lib/api/group-orders';
import { fetchItemPage } from '@/lib/api/menus';
import { paramOf, withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<GroupItemProps>(async ({ api, params, t }) => {
  const shareToken = paramOf(params, 'shareToken');
  const group = await fetchGroupAsGuest(api, shareToken, null);
  const page = await fetchItemPage(api, group.location.id, categorySlugOf(group.categoryId as OrderCategoryId), paramOf(params, 'subcategory'), paramOf(params, 'item'));
  if (!page) return { notFound: true };
  return {
    props: {
      shareToken,
      item: page.item,
      sectionId: page.section.id,
      currency: group.currency as Currency,
      locationId: group.location.id,
      categoryId: group.categoryId,
      handoff: orderHandoffValue(group.handoffId),
    },
    head: {
      title: t('groupOrders.item.metaTitle', { item: page.item.title, store: group.location.title }),
      description: page.item.description ?? page.item.title,
      path: `/group/${shareToken}/${page.section.slug}/${page.item.slug}`,
      preventIndexing: true,
    },
  };
});

export default function GroupItemPage(props: GroupItemProps) {
  return <GroupItemTemplate {...props} />;
}
