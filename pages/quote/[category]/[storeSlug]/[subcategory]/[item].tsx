import type { GetServerSideProps } from 'next';
import { orderHandoffValue } from '@/domain/ordering/handoffs';
import { ItemTemplate, type ItemTemplateProps } from '@/components/item/item-template';
import { ORDER_CATEGORY_BY_SLUG } from '@/domain/ordering/handoffs';
import { fetchItemPage } from '@/lib/api/menus';
import { createTranslator } from '@/lib/i18n';
import { orderCookiesFromHeader } from '@/lib/order-cookies';
import { orderSeed, type OrderPageSeed } from '@/lib/page-loaders/order';
import { currentOrder } from '@/lib/current-order';
import { withPage } from '@/lib/page-loaders/with-page';
import { loadOrderingRoute } from '@/lib/page-loaders/ordering-route';
import { paramOf, type BasePageProps } from '@/lib/page-loaders/with-page';

type Props = OrderPageSeed & ItemTemplateProps;

const load = withPage<Props>(
  async (args) => {
    const route = await loadOrderingRoute(args);
    if (!route) return { notFound: true };
    const { store, category, handoff } = route;
    const [page, order] = await Promise.all([
      fetchItemPage(args.api, store.id, category, paramOf(args.params, 'subcategory'), paramOf(args.params, 'item')),
      currentOrder(args.api),
    ]);
    if (!page) return { notFound: true };
    const { item, section } = page;
    const cart = order
      ? { locationId: order.location.id, storeTitle: order.location.title, handoff: orderHandoffValue(order.handoffId), categoryId: order.categoryId }
      : null;
    const names = { item: item.title, store: store.title, description: item.description };
    return {
      props: {
        ...page,
        store,
        category,
        categoryId: ORDER_CATEGORY_BY_SLUG[category],
        handoff,
        cart,
        hasDeliveryAddress: orderCookiesFromHeader(args.api.cookie).deliveryAddress !== null,
        ...orderSeed(order, 'item'),
      },
      head: {
        title: args.t('ordering.item.metaTitle', names),
        description: args.t('ordering.item.metaDescription', names),
        path: `/quote/${category}/${store.slug}/${section.slug}/${item.slug}`,
      },
    };
  },
  { publicCache: true },
);

/** Any 404 of this route (unknown store, section or item) says "Item not found", in the market's language. */
export const getServerSideProps: GetServerSideProps<Props & BasePageProps> = async (context) => {
  const result = await load(context);
  if ('props' in result) {
    const props = await result.props;
    if (props.pageError?.status === 404) {
      return { props: { ...props, pageError: { status: 404, message: createTranslator(props.market.locale)('ordering.item.notFound') } } };
    }
    return { props };
  }
  return result;
};

export default function ItemPage(props: Props) {
  return <ItemTemplate {...props} />;
}
