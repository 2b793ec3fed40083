/**
 * /group/[shareToken]: a guest's page of a group order (components/group-orders/guest-template.tsx),
 * read with the guest's secret from its cookie; a secret the group no longer knows is dropped, and
 * the page asks the name again.
 */
import { GroupGuestTemplate, type GroupGuestProps } from '@/components/group-orders/guest-template';
import { categorySlugOf, type OrderCategoryId } from '@/domain/ordering/handoffs';
import { isApiError } from '@/lib/api/api-error';
import { fetchGroupAsGuest } from '@/lib/api/group-orders';
import { fetchMenuSections } from '@/lib/api/menus';
import { groupGuestFromHeader } from '@/lib/group-guest-cookie';
import { paramOf, withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<GroupGuestProps>(async ({ api, params, t }) => {
  const shareToken = paramOf(params, 'shareToken');
  const secret = groupGuestFromHeader(api.cookie, shareToken);
  const group = await fetchGroupAsGuest(api, shareToken, secret).catch((error: unknown) => {
    if (secret && isApiError(error) && error.code === 'group_order_guest_not_found') return fetchGroupAsGuest(api, shareToken, null);
    throw error;
  });
  const sections = await fetchMenuSections(api, group.location.id, categorySlugOf(group.categoryId as OrderCategoryId));
  return {
    props: { shareToken, group, sections },
    head: {
      title: t('groupOrders.guest.metaTitle', { host: group.hostName }),
      description: t('groupOrders.guest.title', { host: group.hostName, store: group.location.title }),
      path: `/group/${shareToken}`,
      preventIndexing: true,
    },
  };
});

export default function GroupGuestPage(props: GroupGuestProps) {
  return <GroupGuestTemplate {...props} />;
}
