import { FinderTemplate, type FinderProps } from '@/components/ordering/finder-template';
import { isOrderCategorySlug } from '@/domain/ordering/handoffs';
import { orderCookiesFromHeader } from '@/lib/order-cookies';
import { orderSeed, type OrderPageSeed } from '@/lib/page-loaders/order';
import { currentOrder } from '@/lib/current-order';
import { withPage } from '@/lib/page-loaders/with-page';
import { handoffOf } from '@/lib/page-loaders/ordering-route';
import { paramOf } from '@/lib/page-loaders/with-page';

type Props = OrderPageSeed & FinderProps;

export const getServerSideProps = withPage<Props>(async ({ api, config, t, params, query }) => {
  const category = paramOf(params, 'category');
  if (!isOrderCategorySlug(category)) return { notFound: true };
  const categoryTitle = t(`menu.category.${category}`);
  const order = await currentOrder(api);
  return {
    props: {
      categorySlug: category,
      handoff: handoffOf(query, api.cookie),
      deliveryAddress: orderCookiesFromHeader(api.cookie).deliveryAddress,
      mapsKey: config.mapsKey,
      ...orderSeed(order, 'start'),
    },
    head: {
      title: t('ordering.finder.metaTitle', { category: categoryTitle }),
      description: t('ordering.finder.metaDescription'),
      path: `/quote/${category}`,
    },
  };
});

export default function FinderPage({ categorySlug, handoff, deliveryAddress, mapsKey }: Props) {
  return (
    <FinderTemplate
      key={`${categorySlug}-${handoff}`}
      categorySlug={categorySlug}
      handoff={handoff}
      deliveryAddress={deliveryAddress}
      mapsKey={mapsKey}
    />
  );
}
