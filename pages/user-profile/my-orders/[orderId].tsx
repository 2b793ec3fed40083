/** /user-profile/my-orders/[orderId]: one of the customer's orders with its refunds; another's or an unknown one is a 404. */
import { OrderDetailTemplate, type OrderDetailPageData } from '@/components/account/order-detail-template';
import { accountLoader } from '@/lib/page-loaders/account';
import { toCheckoutOrder, toRefundViews } from '@/lib/api/checkout-view';
import { fetchOrderConfirmation } from '@/lib/api/order-confirmation';
import { fetchMyOrder } from '@/lib/api/profile';
import { fetchOrderFeedbackOrNull } from '@/lib/api/order-feedback';
import { paramOf, withPage } from '@/lib/page-loaders/with-page';

const pathOf = (orderId: string) => `/user-profile/my-orders/${encodeURIComponent(orderId)}`;

export const getServerSideProps = withPage<OrderDetailPageData>(
  accountLoader<OrderDetailPageData>(
    ({ params }) => pathOf(paramOf(params, 'orderId')),
    async ({ api, t, params }) => {
      const orderId = paramOf(params, 'orderId');
      if (!orderId) return { notFound: true };
      const wire = await fetchMyOrder(api, orderId);
      const order = toCheckoutOrder(wire);
      const feedback = await fetchOrderFeedbackOrNull(api, { orderId });
      // A paid order's refunds come with its confirmation, which its owner reads without a token.
      const confirmation = wire.paidAt ? await fetchOrderConfirmation(api, { orderId, orderToken: null }) : null;
      const refunds = confirmation ? toRefundViews(confirmation) : [];
      return {
        props: { order, status: wire.status, placedAt: wire.paidAt ?? wire.createdAt, feedback, refunds },
        head: {
          title: t('account.orders.number', { number: wire.number }),
          description: t('account.orders.metaDescription'),
          path: pathOf(orderId),
          preventIndexing: true,
        },
      };
    },
  ),
);

export default function MyOrderPage(props: OrderDetailPageData) {
  return <OrderDetailTemplate {...props} />;
}
