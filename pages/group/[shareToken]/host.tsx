/** /group/[shareToken]/host: the host's page of a group order (components/group-orders/host-template.tsx), opened by the host's order token. */
import { GroupHostTemplate, type GroupHostProps } from '@/components/group-orders/host-template';
import { fetchGroupAsHost } from '@/lib/api/group-orders';
import { orderCookiesFromHeader } from '@/lib/order-cookies';
import { paramOf, withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<GroupHostProps>(async ({ api, params, t }) => {
  const shareToken = paramOf(params, 'shareToken');
  const group = await fetchGroupAsHost(api, shareToken, orderCookiesFromHeader(api.cookie).orderToken);
  return {
    props: { shareToken, group },
    head: { title: t('groupOrders.host.metaTitle'), description: t('groupOrders.host.title', { store: group.location.title }), path: `/group/${shareToken}/host`, preventIndexing: true },
  };
});

export default function GroupHostPage(props: GroupHostProps) {
  return <GroupHostTemplate {...props} />;
}
