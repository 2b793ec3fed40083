/** /group-order/[storeSlug]: a host starts a group order at the store (components/group-orders/start-template.tsx). */
import { GroupStartTemplate, type GroupStartProps } from '@/components/group-orders/start-template';
import type { HandoffValue } from '@/domain/ordering/handoffs';
import { fetchStore } from '@/lib/api/locations';
import { fetchStoreHandoffs } from '@/lib/api/ordering';
import { paramOf, withPage } from '@/lib/page-loaders/with-page';

export const getServerSideProps = withPage<GroupStartProps>(async ({ api, params, t }) => {
  const store = await fetchStore(api, paramOf(params, 'storeSlug'));
  if (!store || !store.onlineOrdering) return { notFound: true };
  const offered = await fetchStoreHandoffs(api, store.id);
  // A group collects its order together at the store: every handoff but delivery.
  const handoffs: HandoffValue[] = offered.map((offer) => offer.handoff).filter((handoff) => handoff !== 'delivery');
  return {
    props: { store: { id: store.id, slug: store.slug, title: store.title }, handoffs },
    head: { title: t('groupOrders.start.metaTitle', { store: store.title }), description: t('groupOrders.start.intro'), path: `/group-order/${store.slug}`, preventIndexing: true },
  };
});

export default function GroupStartPage(props: GroupStartProps) {
  return <GroupStartTemplate {...props} />;
}
